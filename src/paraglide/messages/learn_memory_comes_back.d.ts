/**
* | output |
* | --- |
* | "{reference} comes back {when}." |
*
* @param {Learn_Memory_Comes_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_comes_back: ((inputs: Learn_Memory_Comes_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Comes_BackInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Comes_BackInputs = {
    reference: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
