/**
* | output |
* | --- |
* | "You are not allowed to do that." |
*
* @param {Api_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_forbidden: ((inputs?: Api_ForbiddenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_ForbiddenInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_ForbiddenInputs = {};
