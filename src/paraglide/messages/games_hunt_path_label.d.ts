/**
* | output |
* | --- |
* | "Garden path. Use the arrow keys or tap a square next to you." |
*
* @param {Games_Hunt_Path_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_path_label: ((inputs?: Games_Hunt_Path_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Path_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Path_LabelInputs = {};
