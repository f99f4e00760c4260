/**
* | output |
* | --- |
* | "Easy to read, with more space" |
*
* @param {Reader_Font_LegibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_font_legible: ((inputs?: Reader_Font_LegibleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Font_LegibleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Font_LegibleInputs = {};
