/**
* | output |
* | --- |
* | "Print a page, grab a pencil, and learn God's Word away from the screen!" |
*
* @param {Games_Printables_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_lead: ((inputs?: Games_Printables_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_LeadInputs = {};
