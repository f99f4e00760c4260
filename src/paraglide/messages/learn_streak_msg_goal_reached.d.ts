/**
* | n | output |
* | --- | --- |
* | "one" | "You reached your goal of {goal} day this week. Wonderful!" |
* | "other" | "You reached your goal of {goal} days this week. Wonderful!" |
*
* @param {Learn_Streak_Msg_Goal_ReachedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_msg_goal_reached: ((inputs: Learn_Streak_Msg_Goal_ReachedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Msg_Goal_ReachedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Msg_Goal_ReachedInputs = {
    goal: NonNullable<unknown>;
};
