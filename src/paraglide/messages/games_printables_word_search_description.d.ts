/**
* | output |
* | --- |
* | "A printable Bible word search: a new puzzle on every visit." |
*
* @param {Games_Printables_Word_Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_word_search_description: ((inputs?: Games_Printables_Word_Search_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Word_Search_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Word_Search_DescriptionInputs = {};
