/**
* | output |
* | --- |
* | "Upgrade" |
*
* @param {Games_Index_Upgrade_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_upgrade_label: ((inputs?: Games_Index_Upgrade_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Index_Upgrade_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Index_Upgrade_LabelInputs = {};
