/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Bible_Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_breadcrumb_label: ((inputs?: Bible_Breadcrumb_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Breadcrumb_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Breadcrumb_LabelInputs = {};
