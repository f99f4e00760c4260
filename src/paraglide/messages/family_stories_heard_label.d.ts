/**
* | output |
* | --- |
* | "Bible stories heard:" |
*
* @param {Family_Stories_Heard_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_stories_heard_label: ((inputs?: Family_Stories_Heard_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Stories_Heard_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Stories_Heard_LabelInputs = {};
