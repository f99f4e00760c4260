/**
* | output |
* | --- |
* | "New password again" |
*
* @param {Account_New_Password_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_new_password_again: ((inputs?: Account_New_Password_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_New_Password_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_New_Password_AgainInputs = {};
