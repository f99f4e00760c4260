/**
* | n | output |
* | --- | --- |
* | "one" | "{name} reached the goal of {goal} day this week. Wonderful!" |
* | "other" | "{name} reached the goal of {goal} days this week. Wonderful!" |
*
* @param {Learn_Streak_About_Goal_ReachedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_about_goal_reached: ((inputs: Learn_Streak_About_Goal_ReachedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_About_Goal_ReachedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_About_Goal_ReachedInputs = {
    goal: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
