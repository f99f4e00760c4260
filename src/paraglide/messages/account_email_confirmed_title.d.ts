/**
* | output |
* | --- |
* | "Email Confirmed! 🎉" |
*
* @param {Account_Email_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_email_confirmed_title: ((inputs?: Account_Email_Confirmed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Email_Confirmed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Email_Confirmed_TitleInputs = {};
