/**
* | output |
* | --- |
* | "Send me each child's week by e-mail once a week" |
*
* @param {Family_Weekly_Summary_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_weekly_summary_label: ((inputs?: Family_Weekly_Summary_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Weekly_Summary_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Weekly_Summary_LabelInputs = {};
