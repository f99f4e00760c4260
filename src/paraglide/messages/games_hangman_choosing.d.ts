/**
* | output |
* | --- |
* | "Choosing a word..." |
*
* @param {Games_Hangman_ChoosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_choosing: ((inputs?: Games_Hangman_ChoosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_ChoosingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_ChoosingInputs = {};
