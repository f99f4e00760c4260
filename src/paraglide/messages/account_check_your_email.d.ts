/**
* | output |
* | --- |
* | "Check Your Email" |
*
* @param {Account_Check_Your_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_your_email: ((inputs?: Account_Check_Your_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Check_Your_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Check_Your_EmailInputs = {};
