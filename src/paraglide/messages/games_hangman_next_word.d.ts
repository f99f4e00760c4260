/**
* | output |
* | --- |
* | "Next Word" |
*
* @param {Games_Hangman_Next_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_next_word: ((inputs?: Games_Hangman_Next_WordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Next_WordInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Next_WordInputs = {};
