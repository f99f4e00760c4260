/**
* | output |
* | --- |
* | "Keep it real, go on a Truth Quest, master memory verses and collect achievements." |
*
* @param {Home_Truth_Challenges_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_truth_challenges_lead: ((inputs?: Home_Truth_Challenges_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Truth_Challenges_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Truth_Challenges_LeadInputs = {};
