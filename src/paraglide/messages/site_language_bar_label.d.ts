/**
* | output |
* | --- |
* | "Language" |
*
* @param {Site_Language_Bar_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_language_bar_label: ((inputs?: Site_Language_Bar_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Language_Bar_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Language_Bar_LabelInputs = {};
