/**
* | output |
* | --- |
* | "Fill in missing words" |
*
* @param {Learn_Memory_Step_FillInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_step_fill: ((inputs?: Learn_Memory_Step_FillInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Step_FillInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Step_FillInputs = {};
