/**
* | output |
* | --- |
* | "Your plan and payments (the payment itself is handled by our payment provider; we never see card numbers)." |
*
* @param {Site_Privacy_Parents_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_parents_plan: ((inputs?: Site_Privacy_Parents_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Parents_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Parents_PlanInputs = {};
