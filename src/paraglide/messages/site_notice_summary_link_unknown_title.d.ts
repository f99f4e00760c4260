/**
* | output |
* | --- |
* | "Nothing changed" |
*
* @param {Site_Notice_Summary_Link_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_summary_link_unknown_title: ((inputs?: Site_Notice_Summary_Link_Unknown_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Notice_Summary_Link_Unknown_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Notice_Summary_Link_Unknown_TitleInputs = {};
