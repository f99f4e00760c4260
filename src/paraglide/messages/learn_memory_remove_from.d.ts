/**
* | output |
* | --- |
* | "Remove {reference} from {name}" |
*
* @param {Learn_Memory_Remove_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_remove_from: ((inputs: Learn_Memory_Remove_FromInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Remove_FromInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Remove_FromInputs = {
    reference: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
