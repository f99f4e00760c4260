/**
* | output |
* | --- |
* | "Learning: {count}" |
*
* @param {Learn_Memory_LearningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_learning: ((inputs: Learn_Memory_LearningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_LearningInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_LearningInputs = {
    count: NonNullable<unknown>;
};
