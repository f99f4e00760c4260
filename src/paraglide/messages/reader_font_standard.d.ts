/**
* | output |
* | --- |
* | "Standard" |
*
* @param {Reader_Font_StandardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_font_standard: ((inputs?: Reader_Font_StandardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Font_StandardInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Font_StandardInputs = {};
