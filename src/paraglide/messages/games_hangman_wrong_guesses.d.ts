/**
* | output |
* | --- |
* | "Wrong guesses: {wrong} of {total}" |
*
* @param {Games_Hangman_Wrong_GuessesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_wrong_guesses: ((inputs: Games_Hangman_Wrong_GuessesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Wrong_GuessesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Wrong_GuessesInputs = {
    wrong: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
