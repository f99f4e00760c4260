/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Admin_Subs_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_plan: ((inputs?: Admin_Subs_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Subs_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Subs_PlanInputs = {};
