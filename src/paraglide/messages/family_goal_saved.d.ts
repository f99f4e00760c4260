/**
* | output |
* | --- |
* | "Weekly goal saved" |
*
* @param {Family_Goal_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_goal_saved: ((inputs?: Family_Goal_SavedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Goal_SavedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Goal_SavedInputs = {};
