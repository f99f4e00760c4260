/**
* | output |
* | --- |
* | "Search is not available right now. Please try again in a moment." |
*
* @param {Bible_Search_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_unavailable: ((inputs?: Bible_Search_UnavailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Search_UnavailableInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Search_UnavailableInputs = {};
