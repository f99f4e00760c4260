/**
* | output |
* | --- |
* | "This page is not kept on this device yet. When the connection is back it opens as usual. Until then, here is what you can still do." |
*
* @param {Site_Offline_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_lead: ((inputs?: Site_Offline_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Offline_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Offline_LeadInputs = {};
