/**
* | output |
* | --- |
* | "You got it!" |
*
* @param {Games_Hangman_Celebrate_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_celebrate_word: ((inputs?: Games_Hangman_Celebrate_WordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Celebrate_WordInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Celebrate_WordInputs = {};
