/**
* | output |
* | --- |
* | "Weekly summary e-mail" |
*
* @param {Family_Weekly_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_weekly_summary: ((inputs?: Family_Weekly_SummaryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Weekly_SummaryInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Weekly_SummaryInputs = {};
