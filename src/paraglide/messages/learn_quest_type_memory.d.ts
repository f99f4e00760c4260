/**
* | output |
* | --- |
* | "🧠 Memory" |
*
* @param {Learn_Quest_Type_MemoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_memory: ((inputs?: Learn_Quest_Type_MemoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_Type_MemoryInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_Type_MemoryInputs = {};
