/**
* | output |
* | --- |
* | "All done for today!" |
*
* @param {Learn_Memory_All_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_all_done: ((inputs?: Learn_Memory_All_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_All_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_All_DoneInputs = {};
