/**
* | output |
* | --- |
* | "Every journey starts with a single step. Pick where you would like to go today!" |
*
* @param {Account_Journey_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_journey_lead: ((inputs?: Account_Journey_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Journey_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Journey_LeadInputs = {};
