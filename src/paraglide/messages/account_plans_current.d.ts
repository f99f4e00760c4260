/**
* | output |
* | --- |
* | "✓ Your current plan" |
*
* @param {Account_Plans_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_current: ((inputs?: Account_Plans_CurrentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_CurrentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_CurrentInputs = {};
