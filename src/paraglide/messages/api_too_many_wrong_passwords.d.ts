/**
* | output |
* | --- |
* | "Too many wrong passwords." |
*
* @param {Api_Too_Many_Wrong_PasswordsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_too_many_wrong_passwords: ((inputs?: Api_Too_Many_Wrong_PasswordsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Too_Many_Wrong_PasswordsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Too_Many_Wrong_PasswordsInputs = {};
