/**
* | output |
* | --- |
* | "Sign Up Failed" |
*
* @param {Account_Sign_Up_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_sign_up_failed: ((inputs?: Account_Sign_Up_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sign_Up_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Sign_Up_FailedInputs = {};
