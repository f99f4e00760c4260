/**
* | output |
* | --- |
* | "Great job! Nothing stays hidden from you!" |
*
* @param {Games_Word_Search_Praise_5Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_praise_5: ((inputs?: Games_Word_Search_Praise_5Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Praise_5Inputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Praise_5Inputs = {};
