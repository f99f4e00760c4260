/**
* | output |
* | --- |
* | "No verses found for “{query}” in the {version}." |
*
* @param {Bible_Search_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_none: ((inputs: Bible_Search_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Search_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Search_NoneInputs = {
    query: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
