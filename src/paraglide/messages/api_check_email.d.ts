/**
* | output |
* | --- |
* | "Please check your email and click the confirmation link to activate your account." |
*
* @param {Api_Check_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_check_email: ((inputs?: Api_Check_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Check_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Check_EmailInputs = {};
