/**
* | output |
* | --- |
* | "Back to sign in" |
*
* @param {Account_Back_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_back_to_sign_in: ((inputs?: Account_Back_To_Sign_InInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Back_To_Sign_InInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Back_To_Sign_InInputs = {};
