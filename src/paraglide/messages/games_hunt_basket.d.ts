/**
* | output |
* | --- |
* | "🧺 Fruits you found" |
*
* @param {Games_Hunt_BasketInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_basket: ((inputs?: Games_Hunt_BasketInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_BasketInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_BasketInputs = {};
