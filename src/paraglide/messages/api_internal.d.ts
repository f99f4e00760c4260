/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again." |
*
* @param {Api_InternalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_internal: ((inputs?: Api_InternalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_InternalInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_InternalInputs = {};
