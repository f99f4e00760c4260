/**
* | output |
* | --- |
* | "Words left" |
*
* @param {Games_Hangman_Words_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_words_left: ((inputs?: Games_Hangman_Words_LeftInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Words_LeftInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Words_LeftInputs = {};
