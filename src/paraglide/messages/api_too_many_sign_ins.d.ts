/**
* | output |
* | --- |
* | "Too many failed sign-in attempts." |
*
* @param {Api_Too_Many_Sign_InsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_too_many_sign_ins: ((inputs?: Api_Too_Many_Sign_InsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Too_Many_Sign_InsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Too_Many_Sign_InsInputs = {};
