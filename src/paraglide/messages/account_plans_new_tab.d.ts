/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Account_Plans_New_TabInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_new_tab: ((inputs?: Account_Plans_New_TabInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_New_TabInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_New_TabInputs = {};
