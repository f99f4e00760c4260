/**
* | output |
* | --- |
* | "Password should be at most {max} characters." |
*
* @param {Api_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_password_too_long: ((inputs: Api_Password_Too_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Password_Too_LongInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Password_Too_LongInputs = {
    max: NonNullable<unknown>;
};
