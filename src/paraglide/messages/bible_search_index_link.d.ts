/**
* | output |
* | --- |
* | "Bible index" |
*
* @param {Bible_Search_Index_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_index_link: ((inputs?: Bible_Search_Index_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Search_Index_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Search_Index_LinkInputs = {};
