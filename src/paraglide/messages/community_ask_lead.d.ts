/**
* | output |
* | --- |
* | "Bring your questions and your prayers. You are never alone!" |
*
* @param {Community_Ask_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_ask_lead: ((inputs?: Community_Ask_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Ask_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Ask_LeadInputs = {};
