/**
* | output |
* | --- |
* | "Standard" |
*
* @param {Reader_Text_Size_StandardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size_standard: ((inputs?: Reader_Text_Size_StandardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Text_Size_StandardInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Text_Size_StandardInputs = {};
