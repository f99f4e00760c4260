/**
* | output |
* | --- |
* | "Leaves" |
*
* @param {Games_Hunt_LeavesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_leaves: ((inputs?: Games_Hunt_LeavesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_LeavesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_LeavesInputs = {};
