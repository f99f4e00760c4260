/**
* | output |
* | --- |
* | "Wrong order! Follow the clues carefully!" |
*
* @param {Games_Hunt_Wrong_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_wrong_order: ((inputs?: Games_Hunt_Wrong_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Wrong_OrderInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Wrong_OrderInputs = {};
