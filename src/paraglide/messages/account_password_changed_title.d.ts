/**
* | output |
* | --- |
* | "Password Changed" |
*
* @param {Account_Password_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_password_changed_title: ((inputs?: Account_Password_Changed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Password_Changed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Password_Changed_TitleInputs = {};
