/**
* | output |
* | --- |
* | "Pick a plan and read a little every day. Missed a day? No problem: catch up whenever you like." |
*
* @param {Learn_Plans_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plans_lead: ((inputs?: Learn_Plans_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plans_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plans_LeadInputs = {};
