/**
* | output |
* | --- |
* | "🔍 Bible Word Search" |
*
* @param {Games_Printables_Word_Search_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_word_search_heading: ((inputs?: Games_Printables_Word_Search_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Word_Search_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Word_Search_HeadingInputs = {};
