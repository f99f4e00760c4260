/**
* | output |
* | --- |
* | "Next {when}" |
*
* @param {Learn_Memory_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_next: ((inputs: Learn_Memory_NextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_NextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_NextInputs = {
    when: NonNullable<unknown>;
};
