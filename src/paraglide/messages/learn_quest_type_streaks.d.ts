/**
* | output |
* | --- |
* | "🔥 Streaks" |
*
* @param {Learn_Quest_Type_StreaksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_streaks: ((inputs?: Learn_Quest_Type_StreaksInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_Type_StreaksInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_Type_StreaksInputs = {};
