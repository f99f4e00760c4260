/**
* | output |
* | --- |
* | "Subscription management is not set up on this site yet." |
*
* @param {Api_Portal_Not_Set_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_portal_not_set_up: ((inputs?: Api_Portal_Not_Set_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Portal_Not_Set_UpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Portal_Not_Set_UpInputs = {};
