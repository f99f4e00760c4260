/**
* | output |
* | --- |
* | "No collections yet. Name one above, then add verses to it." |
*
* @param {Learn_Memory_No_CollectionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_no_collections: ((inputs?: Learn_Memory_No_CollectionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_No_CollectionsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_No_CollectionsInputs = {};
