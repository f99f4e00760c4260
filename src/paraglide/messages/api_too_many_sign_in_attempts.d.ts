/**
* | output |
* | --- |
* | "Too many sign-in attempts." |
*
* @param {Api_Too_Many_Sign_In_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_too_many_sign_in_attempts: ((inputs?: Api_Too_Many_Sign_In_AttemptsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Too_Many_Sign_In_AttemptsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Too_Many_Sign_In_AttemptsInputs = {};
