/**
* | output |
* | --- |
* | "Add a verse below to practise it." |
*
* @param {Learn_Memory_Add_To_PractiseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_add_to_practise: ((inputs?: Learn_Memory_Add_To_PractiseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Add_To_PractiseInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Add_To_PractiseInputs = {};
