/**
* | output |
* | --- |
* | "{count} of our goal of {goal}" |
*
* @param {Groups_Goal_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_progress: ((inputs: Groups_Goal_ProgressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Goal_ProgressInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Goal_ProgressInputs = {
    count: NonNullable<unknown>;
    goal: NonNullable<unknown>;
};
