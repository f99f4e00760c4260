/**
* | output |
* | --- |
* | "For Sunday school teachers and club leaders: give the class this week's story or verse, see who has done it, and send the families a note." |
*
* @param {Groups_Page_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_page_lead: ((inputs?: Groups_Page_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Page_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Page_LeadInputs = {};
