/**
* | output |
* | --- |
* | "Yes! {letter} is in the word." |
*
* @param {Games_Hangman_Letter_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_letter_in: ((inputs: Games_Hangman_Letter_InInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Letter_InInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Letter_InInputs = {
    letter: NonNullable<unknown>;
};
