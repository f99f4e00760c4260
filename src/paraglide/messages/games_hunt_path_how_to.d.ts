/**
* | output |
* | --- |
* | "Walk through the garden one square at a time (tap a square next to you, or use the arrow keys) and collect the fruits. Thorn bushes block the way and cost 15..." |
*
* @param {Games_Hunt_Path_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_path_how_to: ((inputs?: Games_Hunt_Path_How_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Path_How_ToInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Path_How_ToInputs = {};
