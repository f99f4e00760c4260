/**
* | output |
* | --- |
* | "A profile for each child: no e-mail or password for them, and you see and decide everything." |
*
* @param {Family_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_lead: ((inputs?: Family_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_LeadInputs = {};
