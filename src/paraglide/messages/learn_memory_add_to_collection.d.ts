/**
* | output |
* | --- |
* | "Add a verse to {name}" |
*
* @param {Learn_Memory_Add_To_CollectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_add_to_collection: ((inputs: Learn_Memory_Add_To_CollectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Add_To_CollectionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Add_To_CollectionInputs = {
    name: NonNullable<unknown>;
};
