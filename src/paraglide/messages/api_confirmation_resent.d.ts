/**
* | output |
* | --- |
* | "If that account still needs confirming, we sent a new confirmation link." |
*
* @param {Api_Confirmation_ResentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_confirmation_resent: ((inputs?: Api_Confirmation_ResentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Confirmation_ResentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Confirmation_ResentInputs = {};
