/**
* | output |
* | --- |
* | "Achievements earned" |
*
* @param {Learn_Achievements_Bar_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_bar_label: ((inputs?: Learn_Achievements_Bar_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Achievements_Bar_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Achievements_Bar_LabelInputs = {};
