/**
* | output |
* | --- |
* | "🎉 Well done! +{points} points" |
*
* @param {Games_Hangman_Well_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_well_done: ((inputs: Games_Hangman_Well_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Well_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Well_DoneInputs = {
    points: NonNullable<unknown>;
};
