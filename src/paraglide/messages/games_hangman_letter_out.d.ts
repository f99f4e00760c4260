/**
* | output |
* | --- |
* | "No {letter} in this word." |
*
* @param {Games_Hangman_Letter_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_letter_out: ((inputs: Games_Hangman_Letter_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Letter_OutInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Letter_OutInputs = {
    letter: NonNullable<unknown>;
};
