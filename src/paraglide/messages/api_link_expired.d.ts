/**
* | output |
* | --- |
* | "This link has expired or was already used. Please ask for a new one." |
*
* @param {Api_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_link_expired: ((inputs?: Api_Link_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Link_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Link_ExpiredInputs = {};
