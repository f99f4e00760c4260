/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Stories_Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_breadcrumb_label: ((inputs?: Stories_Breadcrumb_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Breadcrumb_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Breadcrumb_LabelInputs = {};
