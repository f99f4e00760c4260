/**
* | output |
* | --- |
* | "Keep it real, go on a Truth Quest, master memory verses and collect achievements. Pick a challenge!" |
*
* @param {Learn_Challenges_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_challenges_lead: ((inputs?: Learn_Challenges_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Challenges_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Challenges_LeadInputs = {};
