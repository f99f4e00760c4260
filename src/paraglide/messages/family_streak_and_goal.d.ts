/**
* | output |
* | --- |
* | "Streak and weekly goal" |
*
* @param {Family_Streak_And_GoalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_streak_and_goal: ((inputs?: Family_Streak_And_GoalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Streak_And_GoalInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Streak_And_GoalInputs = {};
