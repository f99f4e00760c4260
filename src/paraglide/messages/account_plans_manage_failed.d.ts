/**
* | output |
* | --- |
* | "Failed to access subscription management" |
*
* @param {Account_Plans_Manage_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_manage_failed: ((inputs?: Account_Plans_Manage_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Manage_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Manage_FailedInputs = {};
