/**
* | output |
* | --- |
* | "Where learning starts" |
*
* @param {Family_Learning_Start_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_start_label: ((inputs?: Family_Learning_Start_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Learning_Start_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Learning_Start_LabelInputs = {};
