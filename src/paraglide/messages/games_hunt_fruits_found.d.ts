/**
* | output |
* | --- |
* | "Fruits found:" |
*
* @param {Games_Hunt_Fruits_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_fruits_found: ((inputs?: Games_Hunt_Fruits_FoundInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Fruits_FoundInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Fruits_FoundInputs = {};
