/**
* | output |
* | --- |
* | "Donations are not set up yet" |
*
* @param {Account_Plans_Donations_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_donations_off: ((inputs?: Account_Plans_Donations_OffInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Donations_OffInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Donations_OffInputs = {};
