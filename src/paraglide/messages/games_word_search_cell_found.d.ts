/**
* | output |
* | --- |
* | "part of a found word" |
*
* @param {Games_Word_Search_Cell_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_cell_found: ((inputs?: Games_Word_Search_Cell_FoundInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Cell_FoundInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Cell_FoundInputs = {};
