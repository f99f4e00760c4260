/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Site_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_privacy: ((inputs?: Site_Footer_PrivacyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_PrivacyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Footer_PrivacyInputs = {};
