/**
* | output |
* | --- |
* | "{days} a week" |
*
* @param {Family_Days_A_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_days_a_week: ((inputs: Family_Days_A_WeekInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Days_A_WeekInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Days_A_WeekInputs = {
    days: NonNullable<unknown>;
};
