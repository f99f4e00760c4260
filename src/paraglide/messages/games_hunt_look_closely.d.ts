/**
* | output |
* | --- |
* | "👀 Look closely! Remember where the fruits are..." |
*
* @param {Games_Hunt_Look_CloselyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_look_closely: ((inputs?: Games_Hunt_Look_CloselyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Look_CloselyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Look_CloselyInputs = {};
