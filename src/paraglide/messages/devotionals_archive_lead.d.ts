/**
* | output |
* | --- |
* | "Every daily devotional, newest first." |
*
* @param {Devotionals_Archive_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_archive_lead: ((inputs?: Devotionals_Archive_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Archive_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Archive_LeadInputs = {};
