/**
* | output |
* | --- |
* | "Walk the story path through the whole Bible, from Creation to Paul's journeys. Hear a story, answer three questions, and earn a star!" |
*
* @param {Stories_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_lead: ((inputs?: Stories_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_LeadInputs = {};
