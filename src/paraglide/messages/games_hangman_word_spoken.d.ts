/**
* | output |
* | --- |
* | "The word has {count} letters: {letters}." |
*
* @param {Games_Hangman_Word_SpokenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_word_spoken: ((inputs: Games_Hangman_Word_SpokenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Word_SpokenInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Word_SpokenInputs = {
    count: NonNullable<unknown>;
    letters: NonNullable<unknown>;
};
