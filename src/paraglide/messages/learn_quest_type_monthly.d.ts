/**
* | output |
* | --- |
* | "📅 Monthly" |
*
* @param {Learn_Quest_Type_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_monthly: ((inputs?: Learn_Quest_Type_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_Type_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_Type_MonthlyInputs = {};
