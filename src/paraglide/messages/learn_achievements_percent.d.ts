/**
* | output |
* | --- |
* | "{percent}% of all achievements" |
*
* @param {Learn_Achievements_PercentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_percent: ((inputs: Learn_Achievements_PercentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Achievements_PercentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Achievements_PercentInputs = {
    percent: NonNullable<unknown>;
};
