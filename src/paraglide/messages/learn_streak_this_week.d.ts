/**
* | output |
* | --- |
* | "This week" |
*
* @param {Learn_Streak_This_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_this_week: ((inputs?: Learn_Streak_This_WeekInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_This_WeekInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_This_WeekInputs = {};
