/**
* | output |
* | --- |
* | "Learn the {name} set" |
*
* @param {Learn_Memory_Learn_Set_NamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_learn_set_named: ((inputs: Learn_Memory_Learn_Set_NamedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Learn_Set_NamedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Learn_Set_NamedInputs = {
    name: NonNullable<unknown>;
};
