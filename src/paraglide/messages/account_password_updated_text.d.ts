/**
* | output |
* | --- |
* | "Your new password is ready. Other devices were signed out." |
*
* @param {Account_Password_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_password_updated_text: ((inputs?: Account_Password_Updated_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Password_Updated_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Password_Updated_TextInputs = {};
