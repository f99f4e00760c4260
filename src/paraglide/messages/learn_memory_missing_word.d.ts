/**
* | output |
* | --- |
* | "Missing word {n}" |
*
* @param {Learn_Memory_Missing_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_missing_word: ((inputs: Learn_Memory_Missing_WordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Missing_WordInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Missing_WordInputs = {
    n: NonNullable<unknown>;
};
