/**
* | output |
* | --- |
* | "A new puzzle of Bible words every time you open it." |
*
* @param {Games_Printables_Word_Search_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_word_search_text: ((inputs?: Games_Printables_Word_Search_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Word_Search_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Word_Search_TextInputs = {};
