/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Account_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_forgot_password: ((inputs?: Account_Forgot_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Forgot_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Forgot_PasswordInputs = {};
