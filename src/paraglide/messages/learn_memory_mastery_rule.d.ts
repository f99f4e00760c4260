/**
* | output |
* | --- |
* | "A verse is mastered when you remember it again and again, with longer and longer breaks, until the break reaches three weeks." |
*
* @param {Learn_Memory_Mastery_RuleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_mastery_rule: ((inputs?: Learn_Memory_Mastery_RuleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Mastery_RuleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Mastery_RuleInputs = {};
