/**
* | output |
* | --- |
* | "A proverb for today, and what it means for you." |
*
* @param {Bible_Daily_Wisdom_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_daily_wisdom_lead: ((inputs?: Bible_Daily_Wisdom_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Daily_Wisdom_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Daily_Wisdom_LeadInputs = {};
