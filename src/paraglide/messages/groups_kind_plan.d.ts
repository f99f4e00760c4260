/**
* | output |
* | --- |
* | "A reading plan" |
*
* @param {Groups_Kind_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_plan: ((inputs?: Groups_Kind_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Kind_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Kind_PlanInputs = {};
