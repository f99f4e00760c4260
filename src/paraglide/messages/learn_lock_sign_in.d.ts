/**
* | output |
* | --- |
* | "Sign in for more challenges" |
*
* @param {Learn_Lock_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_lock_sign_in: ((inputs?: Learn_Lock_Sign_InInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Lock_Sign_InInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Lock_Sign_InInputs = {};
