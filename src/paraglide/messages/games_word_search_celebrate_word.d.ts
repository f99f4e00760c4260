/**
* | output |
* | --- |
* | "Word found!" |
*
* @param {Games_Word_Search_Celebrate_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_celebrate_word: ((inputs?: Games_Word_Search_Celebrate_WordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Celebrate_WordInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Celebrate_WordInputs = {};
