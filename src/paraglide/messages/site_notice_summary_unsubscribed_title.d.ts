/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Site_Notice_Summary_Unsubscribed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_summary_unsubscribed_title: ((inputs?: Site_Notice_Summary_Unsubscribed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Notice_Summary_Unsubscribed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Notice_Summary_Unsubscribed_TitleInputs = {};
