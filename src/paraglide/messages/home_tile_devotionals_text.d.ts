/**
* | output |
* | --- |
* | "A nugget of truth for today" |
*
* @param {Home_Tile_Devotionals_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_tile_devotionals_text: ((inputs?: Home_Tile_Devotionals_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Tile_Devotionals_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Tile_Devotionals_TextInputs = {};
