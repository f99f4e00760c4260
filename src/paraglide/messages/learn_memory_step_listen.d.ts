/**
* | output |
* | --- |
* | "Read and listen" |
*
* @param {Learn_Memory_Step_ListenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_step_listen: ((inputs?: Learn_Memory_Step_ListenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Step_ListenInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Step_ListenInputs = {};
