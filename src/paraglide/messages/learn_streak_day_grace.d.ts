/**
* | output |
* | --- |
* | "grace day" |
*
* @param {Learn_Streak_Day_GraceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_day_grace: ((inputs?: Learn_Streak_Day_GraceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Day_GraceInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Day_GraceInputs = {};
