/**
* | output |
* | --- |
* | "No verses yet. Add one below." |
*
* @param {Learn_Memory_Collection_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_collection_empty: ((inputs?: Learn_Memory_Collection_EmptyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Collection_EmptyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Collection_EmptyInputs = {};
