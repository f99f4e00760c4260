/**
* | output |
* | --- |
* | "Search every verse of the World English Bible, the King James Version and the American Standard Version for a word or a phrase." |
*
* @param {Bible_Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_description: ((inputs?: Bible_Search_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Search_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Search_DescriptionInputs = {};
