/**
* | output |
* | --- |
* | "Next Step" |
*
* @param {Learn_Memory_Next_StepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_next_step: ((inputs?: Learn_Memory_Next_StepInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Next_StepInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Next_StepInputs = {};
