/**
* | output |
* | --- |
* | "Add a verse below to start learning. A few minutes a day is all it takes!" |
*
* @param {Learn_Memory_Add_To_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_add_to_start: ((inputs?: Learn_Memory_Add_To_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Add_To_StartInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Add_To_StartInputs = {};
