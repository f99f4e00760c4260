/**
* | output |
* | --- |
* | "This page needs the link from your e-mail. Ask for a new one below." |
*
* @param {Api_Link_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_link_needed: ((inputs?: Api_Link_NeededInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Link_NeededInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Link_NeededInputs = {};
