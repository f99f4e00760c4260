/**
* | output |
* | --- |
* | "Read, play, remember and share: every step of your journey earns something special." |
*
* @param {Learn_Achievements_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_lead: ((inputs?: Learn_Achievements_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Achievements_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Achievements_LeadInputs = {};
