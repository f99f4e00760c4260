/**
* | n | output |
* | --- | --- |
* | "one" | "{count} day a week" |
* | "other" | "{count} days a week" |
*
* @param {Learn_Streak_Days_A_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_days_a_week: ((inputs: Learn_Streak_Days_A_WeekInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Days_A_WeekInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Days_A_WeekInputs = {
    count: NonNullable<unknown>;
};
