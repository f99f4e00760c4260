/**
* | output |
* | --- |
* | "Start Over" |
*
* @param {Learn_Memory_Start_OverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_start_over: ((inputs?: Learn_Memory_Start_OverInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Start_OverInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Start_OverInputs = {};
