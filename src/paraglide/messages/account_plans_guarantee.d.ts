/**
* | output |
* | --- |
* | "30-day money-back guarantee: if it is not right for your family, we refund your first payment in full." |
*
* @param {Account_Plans_GuaranteeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_guarantee: ((inputs?: Account_Plans_GuaranteeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_GuaranteeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_GuaranteeInputs = {};
