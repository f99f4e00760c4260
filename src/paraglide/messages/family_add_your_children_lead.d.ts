/**
* | output |
* | --- |
* | "Each child gets a profile of their own, with their own home, stars and badges. No e-mail or password for them: you see and decide everything." |
*
* @param {Family_Add_Your_Children_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_add_your_children_lead: ((inputs?: Family_Add_Your_Children_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Add_Your_Children_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Add_Your_Children_LeadInputs = {};
