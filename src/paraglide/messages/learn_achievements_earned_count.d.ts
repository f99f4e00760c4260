/**
* | output |
* | --- |
* | "{earned} of {count}" |
*
* @param {Learn_Achievements_Earned_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_earned_count: ((inputs: Learn_Achievements_Earned_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Achievements_Earned_CountInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Achievements_Earned_CountInputs = {
    earned: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
