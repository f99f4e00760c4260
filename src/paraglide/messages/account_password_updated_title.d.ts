/**
* | output |
* | --- |
* | "Password Updated" |
*
* @param {Account_Password_Updated_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_password_updated_title: ((inputs?: Account_Password_Updated_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Password_Updated_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Password_Updated_TitleInputs = {};
