/**
* | output |
* | --- |
* | "Word tiles" |
*
* @param {Games_Hunt_Word_TilesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_word_tiles: ((inputs?: Games_Hunt_Word_TilesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Word_TilesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Word_TilesInputs = {};
