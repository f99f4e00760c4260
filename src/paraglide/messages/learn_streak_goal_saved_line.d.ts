/**
* | n | output |
* | --- | --- |
* | "one" | "{count} day a week. You can do it!" |
* | "other" | "{count} days a week. You can do it!" |
*
* @param {Learn_Streak_Goal_Saved_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_goal_saved_line: ((inputs: Learn_Streak_Goal_Saved_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Goal_Saved_LineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Goal_Saved_LineInputs = {
    count: NonNullable<unknown>;
};
