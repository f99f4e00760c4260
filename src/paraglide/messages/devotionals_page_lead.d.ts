/**
* | output |
* | --- |
* | "A nugget of truth for every day: a key verse, a short reading, a reflection and a prayer." |
*
* @param {Devotionals_Page_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_page_lead: ((inputs?: Devotionals_Page_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Page_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Page_LeadInputs = {};
