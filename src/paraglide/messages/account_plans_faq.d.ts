/**
* | output |
* | --- |
* | "Questions and answers" |
*
* @param {Account_Plans_FaqInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_faq: ((inputs?: Account_Plans_FaqInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_FaqInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_FaqInputs = {};
