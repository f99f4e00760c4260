/**
* | output |
* | --- |
* | "Stop learning {reference}" |
*
* @param {Learn_Memory_Stop_LearningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_stop_learning: ((inputs: Learn_Memory_Stop_LearningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Stop_LearningInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Stop_LearningInputs = {
    reference: NonNullable<unknown>;
};
