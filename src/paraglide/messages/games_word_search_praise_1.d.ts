/**
* | output |
* | --- |
* | "Amazing! You found every hidden word!" |
*
* @param {Games_Word_Search_Praise_1Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_praise_1: ((inputs?: Games_Word_Search_Praise_1Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Praise_1Inputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Praise_1Inputs = {};
