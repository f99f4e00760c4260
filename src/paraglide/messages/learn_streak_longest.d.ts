/**
* | output |
* | --- |
* | "Longest streak: {days}. Streak badges at 3, 7, 30 and 100 days." |
*
* @param {Learn_Streak_LongestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_longest: ((inputs: Learn_Streak_LongestInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_LongestInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_LongestInputs = {
    days: NonNullable<unknown>;
};
