/**
* | output |
* | --- |
* | "Your payment went through. Your plan opens in a moment." |
*
* @param {Account_Plans_Payment_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_payment_done: ((inputs?: Account_Plans_Payment_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Payment_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Payment_DoneInputs = {};
