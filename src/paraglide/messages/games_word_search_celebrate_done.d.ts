/**
* | output |
* | --- |
* | "All words found!" |
*
* @param {Games_Word_Search_Celebrate_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_celebrate_done: ((inputs?: Games_Word_Search_Celebrate_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Celebrate_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Celebrate_DoneInputs = {};
