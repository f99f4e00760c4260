/**
* | output |
* | --- |
* | "No verses yet. Practise one below, or play the Memory Verse game!" |
*
* @param {Learn_Memory_None_MasteredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_none_mastered: ((inputs?: Learn_Memory_None_MasteredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_None_MasteredInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_None_MasteredInputs = {};
