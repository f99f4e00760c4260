/**
* | output |
* | --- |
* | "📅 Weekly" |
*
* @param {Learn_Quest_Type_WeeklyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_weekly: ((inputs?: Learn_Quest_Type_WeeklyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_Type_WeeklyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_Type_WeeklyInputs = {};
