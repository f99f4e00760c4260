/**
* | output |
* | --- |
* | "All 66 books of the Bible, Old and New Testament, to read online in the World English Bible, the King James Version and the American Standard Version." |
*
* @param {Bible_Index_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_index_description: ((inputs?: Bible_Index_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Index_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Index_DescriptionInputs = {};
