/**
* | output |
* | --- |
* | "Letter {letter}, already guessed, not in the word" |
*
* @param {Games_Hangman_Letter_MissInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_letter_miss: ((inputs: Games_Hangman_Letter_MissInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Letter_MissInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Letter_MissInputs = {
    letter: NonNullable<unknown>;
};
