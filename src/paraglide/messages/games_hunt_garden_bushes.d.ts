/**
* | output |
* | --- |
* | "Garden bushes" |
*
* @param {Games_Hunt_Garden_BushesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_garden_bushes: ((inputs?: Games_Hunt_Garden_BushesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Garden_BushesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Garden_BushesInputs = {};
