/**
* | output |
* | --- |
* | "Practise {reference}" |
*
* @param {Learn_Memory_Practise_NamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_practise_named: ((inputs: Learn_Memory_Practise_NamedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Practise_NamedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Practise_NamedInputs = {
    reference: NonNullable<unknown>;
};
