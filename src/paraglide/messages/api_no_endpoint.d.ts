/**
* | output |
* | --- |
* | "No such API endpoint." |
*
* @param {Api_No_EndpointInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_no_endpoint: ((inputs?: Api_No_EndpointInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_No_EndpointInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_No_EndpointInputs = {};
