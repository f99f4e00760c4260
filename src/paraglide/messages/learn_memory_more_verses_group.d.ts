/**
* | output |
* | --- |
* | "More verses to learn" |
*
* @param {Learn_Memory_More_Verses_GroupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_more_verses_group: ((inputs?: Learn_Memory_More_Verses_GroupInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_More_Verses_GroupInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_More_Verses_GroupInputs = {};
