/**
* | output |
* | --- |
* | "Start free, and grow when you are ready." |
*
* @param {Account_Journey_Plans_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_journey_plans_lead: ((inputs?: Account_Journey_Plans_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Journey_Plans_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Journey_Plans_LeadInputs = {};
