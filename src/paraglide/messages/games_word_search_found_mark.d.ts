/**
* | output |
* | --- |
* | "(found)" |
*
* @param {Games_Word_Search_Found_MarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_found_mark: ((inputs?: Games_Word_Search_Found_MarkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Found_MarkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Found_MarkInputs = {};
