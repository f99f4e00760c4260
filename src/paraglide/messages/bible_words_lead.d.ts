/**
* | output |
* | --- |
* | "The King James Version and the American Standard Version use some old words. Here is what they mean." |
*
* @param {Bible_Words_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_lead: ((inputs?: Bible_Words_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Words_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Words_LeadInputs = {};
