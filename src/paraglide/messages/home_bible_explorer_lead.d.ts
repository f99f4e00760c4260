/**
* | output |
* | --- |
* | "Read any chapter of the Bible in the King James or American Standard Version, and keep track of what you have read." |
*
* @param {Home_Bible_Explorer_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_bible_explorer_lead: ((inputs?: Home_Bible_Explorer_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Bible_Explorer_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Bible_Explorer_LeadInputs = {};
