/**
* | output |
* | --- |
* | "blank" |
*
* @param {Games_Hangman_BlankInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_blank: ((inputs?: Games_Hangman_BlankInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_BlankInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_BlankInputs = {};
