/**
* | output |
* | --- |
* | "Learn this set" |
*
* @param {Learn_Memory_Learn_SetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_learn_set: ((inputs?: Learn_Memory_Learn_SetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Learn_SetInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Learn_SetInputs = {};
