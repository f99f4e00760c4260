/**
* | output |
* | --- |
* | "Ask & Pray" |
*
* @param {Home_Tile_Ask_PrayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_tile_ask_pray: ((inputs?: Home_Tile_Ask_PrayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Tile_Ask_PrayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Tile_Ask_PrayInputs = {};
