/**
* | output |
* | --- |
* | "Wonderful work, word detective!" |
*
* @param {Games_Word_Search_Praise_2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_praise_2: ((inputs?: Games_Word_Search_Praise_2Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Praise_2Inputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Praise_2Inputs = {};
