/**
* | output |
* | --- |
* | "Letter {letter}" |
*
* @param {Games_Hangman_LetterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_letter: ((inputs: Games_Hangman_LetterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_LetterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_LetterInputs = {
    letter: NonNullable<unknown>;
};
