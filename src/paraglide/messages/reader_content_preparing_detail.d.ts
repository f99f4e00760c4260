/**
* | output |
* | --- |
* | "Our comprehensive Bible system is loading content. Please try again in a moment." |
*
* @param {Reader_Content_Preparing_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_content_preparing_detail: ((inputs?: Reader_Content_Preparing_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Content_Preparing_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Content_Preparing_DetailInputs = {};
