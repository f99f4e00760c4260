/**
* | output |
* | --- |
* | "You will get no more weekly summaries. You can turn them on again on the Family page." |
*
* @param {Site_Notice_Summary_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_summary_unsubscribed_text: ((inputs?: Site_Notice_Summary_Unsubscribed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Notice_Summary_Unsubscribed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Notice_Summary_Unsubscribed_TextInputs = {};
