/**
* | output |
* | --- |
* | "Fantastic! Your eyes are as sharp as an eagle’s!" |
*
* @param {Games_Word_Search_Praise_4Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_praise_4: ((inputs?: Games_Word_Search_Praise_4Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Praise_4Inputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Praise_4Inputs = {};
