/**
* | output |
* | --- |
* | "That password is not right." |
*
* @param {Api_Wrong_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_wrong_password: ((inputs?: Api_Wrong_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Wrong_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Wrong_PasswordInputs = {};
