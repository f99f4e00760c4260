/**
* | output |
* | --- |
* | "Compost (not fruits of the Spirit):" |
*
* @param {Games_Hunt_CompostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_compost: ((inputs?: Games_Hunt_CompostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_CompostInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_CompostInputs = {};
