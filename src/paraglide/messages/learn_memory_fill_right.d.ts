/**
* | output |
* | --- |
* | "✅ Every word is right!" |
*
* @param {Learn_Memory_Fill_RightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_fill_right: ((inputs?: Learn_Memory_Fill_RightInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Fill_RightInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Fill_RightInputs = {};
