/**
* | output |
* | --- |
* | "A nugget of truth for every day: a key verse, a short reading, a reflection and a prayer." |
*
* @param {Home_Devotionals_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_devotionals_lead: ((inputs?: Home_Devotionals_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Devotionals_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Devotionals_LeadInputs = {};
