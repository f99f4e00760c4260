/**
* | output |
* | --- |
* | "The request body must be JSON." |
*
* @param {Api_Invalid_JsonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_json: ((inputs?: Api_Invalid_JsonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Invalid_JsonInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Invalid_JsonInputs = {};
