/**
* | output |
* | --- |
* | "Bible reference" |
*
* @param {Learn_Memory_Reference_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_reference_label: ((inputs?: Learn_Memory_Reference_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Reference_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Reference_LabelInputs = {};
