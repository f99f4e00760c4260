/**
* | output |
* | --- |
* | "Password should be at least {min} characters." |
*
* @param {Api_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_password_too_short: ((inputs: Api_Password_Too_ShortInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Password_Too_ShortInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Password_Too_ShortInputs = {
    min: NonNullable<unknown>;
};
