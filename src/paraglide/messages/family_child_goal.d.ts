/**
* | output |
* | --- |
* | "{name}’s weekly goal" |
*
* @param {Family_Child_GoalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_child_goal: ((inputs: Family_Child_GoalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Child_GoalInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Child_GoalInputs = {
    name: NonNullable<unknown>;
};
