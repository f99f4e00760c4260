/**
* | output |
* | --- |
* | "That is not waiting for you any more." |
*
* @param {Api_Review_GoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_review_gone: ((inputs?: Api_Review_GoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Review_GoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Review_GoneInputs = {};
