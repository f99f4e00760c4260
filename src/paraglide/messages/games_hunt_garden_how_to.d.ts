/**
* | output |
* | --- |
* | "Nine fruits are hiding under the 25 bushes. Tap a bush to look under it. Take your time: there is no clock!" |
*
* @param {Games_Hunt_Garden_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_garden_how_to: ((inputs?: Games_Hunt_Garden_How_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Garden_How_ToInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Garden_How_ToInputs = {};
