/**
* | output |
* | --- |
* | "The group's name (for example \"Room 3, Sunday 9:30\")" |
*
* @param {Groups_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_name_label: ((inputs?: Groups_Name_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Name_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Name_LabelInputs = {};
