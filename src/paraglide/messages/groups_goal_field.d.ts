/**
* | output |
* | --- |
* | "A goal for the whole class this week (optional)" |
*
* @param {Groups_Goal_FieldInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_goal_field: ((inputs?: Groups_Goal_FieldInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Goal_FieldInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Goal_FieldInputs = {};
