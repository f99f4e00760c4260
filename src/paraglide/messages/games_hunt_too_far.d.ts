/**
* | output |
* | --- |
* | "One step at a time! Tap a square right next to you." |
*
* @param {Games_Hunt_Too_FarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_too_far: ((inputs?: Games_Hunt_Too_FarInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Too_FarInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Too_FarInputs = {};
