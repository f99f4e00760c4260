/**
* | output |
* | --- |
* | "🏆 You finished all 7 levels!" |
*
* @param {Games_Hunt_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_finished: ((inputs?: Games_Hunt_FinishedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_FinishedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_FinishedInputs = {};
