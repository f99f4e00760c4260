/**
* | output |
* | --- |
* | "The word was {word}. Try again!" |
*
* @param {Games_Hangman_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_lost: ((inputs: Games_Hangman_LostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_LostInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_LostInputs = {
    word: NonNullable<unknown>;
};
