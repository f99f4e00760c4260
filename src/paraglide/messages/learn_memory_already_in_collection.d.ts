/**
* | output |
* | --- |
* | "{reference} is already in {name}." |
*
* @param {Learn_Memory_Already_In_CollectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_already_in_collection: ((inputs: Learn_Memory_Already_In_CollectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Already_In_CollectionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Already_In_CollectionInputs = {
    reference: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
