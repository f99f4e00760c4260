/**
* | output |
* | --- |
* | "Too many wrong PINs. Please wait a little and try again." |
*
* @param {Api_Pin_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_pin_too_many: ((inputs?: Api_Pin_Too_ManyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Pin_Too_ManyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Pin_Too_ManyInputs = {};
