/**
* | output |
* | --- |
* | "🧺 The basket" |
*
* @param {Games_Hunt_The_BasketInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_the_basket: ((inputs?: Games_Hunt_The_BasketInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_The_BasketInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_The_BasketInputs = {};
