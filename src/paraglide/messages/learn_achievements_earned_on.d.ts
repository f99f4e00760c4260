/**
* | output |
* | --- |
* | "✅ Earned {date}" |
*
* @param {Learn_Achievements_Earned_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_earned_on: ((inputs: Learn_Achievements_Earned_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Achievements_Earned_OnInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Achievements_Earned_OnInputs = {
    date: NonNullable<unknown>;
};
