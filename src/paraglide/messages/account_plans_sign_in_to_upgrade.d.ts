/**
* | output |
* | --- |
* | "Sign in to upgrade" |
*
* @param {Account_Plans_Sign_In_To_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_sign_in_to_upgrade: ((inputs?: Account_Plans_Sign_In_To_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Sign_In_To_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Sign_In_To_UpgradeInputs = {};
