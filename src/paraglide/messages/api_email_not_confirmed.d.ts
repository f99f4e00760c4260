/**
* | output |
* | --- |
* | "Click the confirmation link in your email to activate your account, then try signing in again." |
*
* @param {Api_Email_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_email_not_confirmed: ((inputs?: Api_Email_Not_ConfirmedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Email_Not_ConfirmedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Email_Not_ConfirmedInputs = {};
