/**
* | output |
* | --- |
* | "you are here" |
*
* @param {Games_Hunt_You_Are_HereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_you_are_here: ((inputs?: Games_Hunt_You_Are_HereInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_You_Are_HereInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_You_Are_HereInputs = {};
