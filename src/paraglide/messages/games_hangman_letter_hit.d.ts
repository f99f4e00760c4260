/**
* | output |
* | --- |
* | "Letter {letter}, already guessed, in the word" |
*
* @param {Games_Hangman_Letter_HitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_letter_hit: ((inputs: Games_Hangman_Letter_HitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Letter_HitInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Letter_HitInputs = {
    letter: NonNullable<unknown>;
};
