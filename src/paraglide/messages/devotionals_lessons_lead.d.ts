/**
* | output |
* | --- |
* | "Short lessons about the biggest truths of the faith." |
*
* @param {Devotionals_Lessons_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lessons_lead: ((inputs?: Devotionals_Lessons_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Lessons_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Lessons_LeadInputs = {};
