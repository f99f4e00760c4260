/**
* | output |
* | --- |
* | "Cross-site requests are not allowed." |
*
* @param {Api_Cross_SiteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_cross_site: ((inputs?: Api_Cross_SiteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Cross_SiteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Cross_SiteInputs = {};
