/**
* | output |
* | --- |
* | "Forgot Your Password?" |
*
* @param {Account_Forgot_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_forgot_title: ((inputs?: Account_Forgot_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Forgot_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Forgot_TitleInputs = {};
