/**
* | output |
* | --- |
* | "Put a phrase in quotes to find those words together, like \"begotten Son\". End a word with * to find every word that starts with it, like shep* for shepherd." |
*
* @param {Bible_Search_TipsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_tips: ((inputs?: Bible_Search_TipsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Search_TipsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Search_TipsInputs = {};
