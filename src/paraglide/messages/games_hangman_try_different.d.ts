/**
* | output |
* | --- |
* | "Try Different Word" |
*
* @param {Games_Hangman_Try_DifferentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_try_different: ((inputs?: Games_Hangman_Try_DifferentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Try_DifferentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Try_DifferentInputs = {};
