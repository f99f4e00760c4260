/**
* | output |
* | --- |
* | "The class's goal for the week" |
*
* @param {Groups_Goal_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_label: ((inputs?: Groups_Goal_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Goal_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Goal_LabelInputs = {};
