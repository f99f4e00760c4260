/**
* | output |
* | --- |
* | "Weekly goal saved" |
*
* @param {Learn_Streak_Goal_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_goal_saved: ((inputs?: Learn_Streak_Goal_SavedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Goal_SavedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Goal_SavedInputs = {};
