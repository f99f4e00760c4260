/**
* | output |
* | --- |
* | "✅ Correct! +{points} points" |
*
* @param {Games_Quiz_CorrectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_correct: ((inputs: Games_Quiz_CorrectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Quiz_CorrectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Quiz_CorrectInputs = {
    points: NonNullable<unknown>;
};
