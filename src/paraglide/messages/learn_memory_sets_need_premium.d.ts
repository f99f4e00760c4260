/**
* | output |
* | --- |
* | "The built-in verse sets come with Premium." |
*
* @param {Learn_Memory_Sets_Need_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_sets_need_premium: ((inputs?: Learn_Memory_Sets_Need_PremiumInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Sets_Need_PremiumInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Sets_Need_PremiumInputs = {};
