/**
* | output |
* | --- |
* | "My weekly goal" |
*
* @param {Learn_Streak_My_Weekly_GoalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_my_weekly_goal: ((inputs?: Learn_Streak_My_Weekly_GoalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_My_Weekly_GoalInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_My_Weekly_GoalInputs = {};
