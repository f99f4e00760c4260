/**
* | output |
* | --- |
* | "Ask a grown-up to help with a gift." |
*
* @param {Account_Plans_Gift_Grown_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_gift_grown_up: ((inputs?: Account_Plans_Gift_Grown_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Gift_Grown_UpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Gift_Grown_UpInputs = {};
