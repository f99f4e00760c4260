/**
* | output |
* | --- |
* | "66 books, 1,189 chapters. Choose a book to start reading." |
*
* @param {Bible_Index_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_index_lead: ((inputs?: Bible_Index_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Index_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Index_LeadInputs = {};
