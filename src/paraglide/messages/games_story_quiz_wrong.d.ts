/**
* | output |
* | --- |
* | "❌ Not this time. The answer is: {answer}" |
*
* @param {Games_Story_Quiz_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_story_quiz_wrong: ((inputs: Games_Story_Quiz_WrongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Story_Quiz_WrongInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Story_Quiz_WrongInputs = {
    answer: NonNullable<unknown>;
};
