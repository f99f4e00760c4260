/**
* | output |
* | --- |
* | "General" |
*
* @param {Site_Footer_GeneralInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general: ((inputs?: Site_Footer_GeneralInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_GeneralInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Footer_GeneralInputs = {};
