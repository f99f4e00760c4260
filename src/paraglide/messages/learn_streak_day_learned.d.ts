/**
* | output |
* | --- |
* | "learned" |
*
* @param {Learn_Streak_Day_LearnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_day_learned: ((inputs?: Learn_Streak_Day_LearnedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Day_LearnedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Day_LearnedInputs = {};
