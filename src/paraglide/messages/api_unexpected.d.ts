/**
* | output |
* | --- |
* | "An unexpected error occurred. Please try again." |
*
* @param {Api_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_unexpected: ((inputs?: Api_UnexpectedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_UnexpectedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_UnexpectedInputs = {};
