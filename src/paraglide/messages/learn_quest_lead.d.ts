/**
* | output |
* | --- |
* | "Pick a challenge, start it, and go! Every challenge you complete earns its badge and points." |
*
* @param {Learn_Quest_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_lead: ((inputs?: Learn_Quest_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_LeadInputs = {};
