/**
* | output |
* | --- |
* | "My verses" |
*
* @param {Learn_Memory_My_Verses_GroupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_my_verses_group: ((inputs?: Learn_Memory_My_Verses_GroupInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_My_Verses_GroupInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_My_Verses_GroupInputs = {};
