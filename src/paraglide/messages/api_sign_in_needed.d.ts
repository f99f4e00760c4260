/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Api_Sign_In_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_sign_in_needed: ((inputs?: Api_Sign_In_NeededInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Sign_In_NeededInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Sign_In_NeededInputs = {};
