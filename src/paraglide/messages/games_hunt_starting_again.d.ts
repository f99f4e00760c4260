/**
* | output |
* | --- |
* | "🔁 Starting the level again..." |
*
* @param {Games_Hunt_Starting_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_starting_again: ((inputs?: Games_Hunt_Starting_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Starting_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Starting_AgainInputs = {};
