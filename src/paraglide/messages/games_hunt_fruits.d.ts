/**
* | output |
* | --- |
* | "Fruits" |
*
* @param {Games_Hunt_FruitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_fruits: ((inputs?: Games_Hunt_FruitsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_FruitsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_FruitsInputs = {};
