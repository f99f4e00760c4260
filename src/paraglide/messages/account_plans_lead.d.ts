/**
* | output |
* | --- |
* | "Start free and grow when you are ready. Every plan includes the whole Bible." |
*
* @param {Account_Plans_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_lead: ((inputs?: Account_Plans_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_LeadInputs = {};
