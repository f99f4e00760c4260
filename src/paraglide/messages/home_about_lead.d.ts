/**
* | output |
* | --- |
* | "Bite-size pieces of God’s Word for children and families." |
*
* @param {Home_About_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_about_lead: ((inputs?: Home_About_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_About_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_About_LeadInputs = {};
