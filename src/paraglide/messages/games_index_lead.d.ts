/**
* | output |
* | --- |
* | "Learn God's Word while you play! Pick a game to start." |
*
* @param {Games_Index_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_lead: ((inputs?: Games_Index_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Index_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Index_LeadInputs = {};
