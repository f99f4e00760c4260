/**
* | output |
* | --- |
* | "Choose a version, a book and a chapter, and start reading." |
*
* @param {Account_Explorer_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_explorer_lead: ((inputs?: Account_Explorer_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Explorer_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Explorer_LeadInputs = {};
