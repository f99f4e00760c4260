/**
* | output |
* | --- |
* | "That unsubscribe link is old or not one of ours, so nothing was changed. To stop the weekly summary, use the link in the latest summary, or sign in and turn ..." |
*
* @param {Site_Notice_Summary_Link_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_summary_link_unknown_text: ((inputs?: Site_Notice_Summary_Link_Unknown_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Notice_Summary_Link_Unknown_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Notice_Summary_Link_Unknown_TextInputs = {};
