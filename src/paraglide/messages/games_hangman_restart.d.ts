/**
* | output |
* | --- |
* | "Restart Game" |
*
* @param {Games_Hangman_RestartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_restart: ((inputs?: Games_Hangman_RestartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_RestartInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_RestartInputs = {};
