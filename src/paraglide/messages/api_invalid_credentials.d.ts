/**
* | output |
* | --- |
* | "Invalid login credentials" |
*
* @param {Api_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_credentials: ((inputs?: Api_Invalid_CredentialsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Invalid_CredentialsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Invalid_CredentialsInputs = {};
