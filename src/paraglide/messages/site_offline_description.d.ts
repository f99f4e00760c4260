/**
* | output |
* | --- |
* | "What you can still do without a connection." |
*
* @param {Site_Offline_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_description: ((inputs?: Site_Offline_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Offline_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Offline_DescriptionInputs = {};
