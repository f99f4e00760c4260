/**
* | output |
* | --- |
* | "How has God helped you, surprised you or answered your prayers? Share your story and be encouraged by others." |
*
* @param {Learn_Keep_It_Real_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_keep_it_real_lead: ((inputs?: Learn_Keep_It_Real_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Keep_It_Real_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Keep_It_Real_LeadInputs = {};
