/**
* | output |
* | --- |
* | "Search results need JavaScript. You can still read every book from the" |
*
* @param {Bible_Search_NoscriptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_noscript: ((inputs?: Bible_Search_NoscriptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Search_NoscriptInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Search_NoscriptInputs = {};
