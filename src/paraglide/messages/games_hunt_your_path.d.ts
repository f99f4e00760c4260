/**
* | output |
* | --- |
* | "your path" |
*
* @param {Games_Hunt_Your_PathInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_your_path: ((inputs?: Games_Hunt_Your_PathInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Your_PathInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Your_PathInputs = {};
