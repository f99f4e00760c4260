/**
* | output |
* | --- |
* | "You got it! The word was {word}." |
*
* @param {Games_Hangman_Got_ItInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_got_it: ((inputs: Games_Hangman_Got_ItInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Got_ItInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Got_ItInputs = {
    word: NonNullable<unknown>;
};
