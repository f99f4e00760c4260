/**
* | output |
* | --- |
* | "📅 Daily" |
*
* @param {Learn_Quest_Type_DailyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_daily: ((inputs?: Learn_Quest_Type_DailyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_Type_DailyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_Type_DailyInputs = {};
