/**
* | output |
* | --- |
* | "Add" |
*
* @param {Learn_Memory_Add_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_add_short: ((inputs?: Learn_Memory_Add_ShortInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Add_ShortInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Add_ShortInputs = {};
