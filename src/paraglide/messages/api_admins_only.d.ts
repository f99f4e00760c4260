/**
* | output |
* | --- |
* | "Only admins can do that." |
*
* @param {Api_Admins_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_admins_only: ((inputs?: Api_Admins_OnlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Admins_OnlyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Admins_OnlyInputs = {};
