/**
* | output |
* | --- |
* | "This password is too common and easy to guess. Please choose a different one." |
*
* @param {Api_Password_Too_CommonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_password_too_common: ((inputs?: Api_Password_Too_CommonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Password_Too_CommonInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Password_Too_CommonInputs = {};
