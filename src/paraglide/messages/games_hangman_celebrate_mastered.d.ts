/**
* | output |
* | --- |
* | "🏆 Bible Hangman mastered!" |
*
* @param {Games_Hangman_Celebrate_MasteredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_celebrate_mastered: ((inputs?: Games_Hangman_Celebrate_MasteredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Celebrate_MasteredInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Celebrate_MasteredInputs = {};
