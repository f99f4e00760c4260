/**
* | output |
* | --- |
* | "Everything here is in your plan." |
*
* @param {Account_Plans_All_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_all_included: ((inputs?: Account_Plans_All_IncludedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_All_IncludedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_All_IncludedInputs = {};
