/**
* | output |
* | --- |
* | "Tap the letters one by one, in a straight line: across, down or diagonally, forwards or backwards." |
*
* @param {Games_Word_Search_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_how: ((inputs?: Games_Word_Search_HowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_HowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_HowInputs = {};
