/**
* | output |
* | --- |
* | "Your plan has no end date." |
*
* @param {Account_Plans_No_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_no_end: ((inputs?: Account_Plans_No_EndInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_No_EndInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_No_EndInputs = {};
