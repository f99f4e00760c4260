/**
* | output |
* | --- |
* | "Features" |
*
* @param {Site_Footer_FeaturesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features: ((inputs?: Site_Footer_FeaturesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_FeaturesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Footer_FeaturesInputs = {};
