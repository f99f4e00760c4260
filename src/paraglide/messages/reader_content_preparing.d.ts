/**
* | output |
* | --- |
* | "Content is being prepared for this chapter" |
*
* @param {Reader_Content_PreparingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_content_preparing: ((inputs?: Reader_Content_PreparingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Content_PreparingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Content_PreparingInputs = {};
