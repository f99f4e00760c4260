/**
* | output |
* | --- |
* | "Sharing stories and messages is turned off for you. Ask your parent to turn it on." |
*
* @param {Api_Posting_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_posting_off: ((inputs?: Api_Posting_OffInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Posting_OffInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Posting_OffInputs = {};
