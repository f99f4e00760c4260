/**
* | output |
* | --- |
* | "Find the hidden words! They go across, down, or diagonally. Circle each one you find." |
*
* @param {Games_Printables_Word_Search_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_word_search_how: ((inputs?: Games_Printables_Word_Search_HowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Word_Search_HowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Word_Search_HowInputs = {};
