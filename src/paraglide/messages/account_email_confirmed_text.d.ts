/**
* | output |
* | --- |
* | "Your account is active and you are signed in. Add your children to begin!" |
*
* @param {Account_Email_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_email_confirmed_text: ((inputs?: Account_Email_Confirmed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Email_Confirmed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Email_Confirmed_TextInputs = {};
