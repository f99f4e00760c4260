/**
* | output |
* | --- |
* | "Keep searching!" |
*
* @param {Games_Hunt_Keep_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_keep_searching: ((inputs?: Games_Hunt_Keep_SearchingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Keep_SearchingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Keep_SearchingInputs = {};
