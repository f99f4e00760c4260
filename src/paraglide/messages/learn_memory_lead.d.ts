/**
* | output |
* | --- |
* | "“Thy word have I hid in mine heart” (Psalm 119:11). Master verses here or in the Memory Verse game: 50 fill your bar!" |
*
* @param {Learn_Memory_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_lead: ((inputs?: Learn_Memory_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_LeadInputs = {};
