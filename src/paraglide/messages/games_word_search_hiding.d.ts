/**
* | output |
* | --- |
* | "Hiding the words..." |
*
* @param {Games_Word_Search_HidingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_hiding: ((inputs?: Games_Word_Search_HidingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_HidingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_HidingInputs = {};
