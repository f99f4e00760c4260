/**
* | output |
* | --- |
* | "Larger" |
*
* @param {Reader_Text_Size_LargerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_text_size_larger: ((inputs?: Reader_Text_Size_LargerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Text_Size_LargerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Text_Size_LargerInputs = {};
