/**
* | output |
* | --- |
* | "{name}: {days} a week." |
*
* @param {Family_Goal_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_goal_saved_text: ((inputs: Family_Goal_Saved_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Goal_Saved_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Goal_Saved_TextInputs = {
    name: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
