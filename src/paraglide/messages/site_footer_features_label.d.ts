/**
* | output |
* | --- |
* | "Footer: features" |
*
* @param {Site_Footer_Features_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features_label: ((inputs?: Site_Footer_Features_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_Features_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Footer_Features_LabelInputs = {};
