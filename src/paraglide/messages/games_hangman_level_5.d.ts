/**
* | output |
* | --- |
* | "Holy Word Master" |
*
* @param {Games_Hangman_Level_5Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_5: ((inputs?: Games_Hangman_Level_5Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Level_5Inputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Level_5Inputs = {};
