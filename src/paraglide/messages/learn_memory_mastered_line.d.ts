/**
* | output |
* | --- |
* | "{reference} is hidden in your heart." |
*
* @param {Learn_Memory_Mastered_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_mastered_line: ((inputs: Learn_Memory_Mastered_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Mastered_LineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Mastered_LineInputs = {
    reference: NonNullable<unknown>;
};
