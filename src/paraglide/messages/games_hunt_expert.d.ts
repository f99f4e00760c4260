/**
* | output |
* | --- |
* | "You are a Fruit of the Spirit expert. Final score:" |
*
* @param {Games_Hunt_ExpertInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_expert: ((inputs?: Games_Hunt_ExpertInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_ExpertInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_ExpertInputs = {};
