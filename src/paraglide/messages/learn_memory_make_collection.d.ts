/**
* | output |
* | --- |
* | "Make Collection" |
*
* @param {Learn_Memory_Make_CollectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_make_collection: ((inputs?: Learn_Memory_Make_CollectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Make_CollectionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Make_CollectionInputs = {};
