/**
* | output |
* | --- |
* | "Not quite right!" |
*
* @param {Learn_Memory_Not_QuiteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_not_quite: ((inputs?: Learn_Memory_Not_QuiteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Not_QuiteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Not_QuiteInputs = {};
