/**
* | output |
* | --- |
* | "Weekly goal for {name}" |
*
* @param {Family_Goal_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_goal_for: ((inputs: Family_Goal_ForInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Goal_ForInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Goal_ForInputs = {
    name: NonNullable<unknown>;
};
