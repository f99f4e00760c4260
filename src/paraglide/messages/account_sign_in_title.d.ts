/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Account_Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_sign_in_title: ((inputs?: Account_Sign_In_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sign_In_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Sign_In_TitleInputs = {};
