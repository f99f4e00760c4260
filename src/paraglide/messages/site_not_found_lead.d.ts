/**
* | output |
* | --- |
* | "We looked everywhere, but this page is not here. It may have moved, or the link may be mistyped." |
*
* @param {Site_Not_Found_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_not_found_lead: ((inputs?: Site_Not_Found_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Not_Found_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Not_Found_LeadInputs = {};
