/**
* | output |
* | --- |
* | "You're a Bible word-search star!" |
*
* @param {Games_Word_Search_Praise_3Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_praise_3: ((inputs?: Games_Word_Search_Praise_3Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Praise_3Inputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Praise_3Inputs = {};
