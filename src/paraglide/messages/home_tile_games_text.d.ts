/**
* | output |
* | --- |
* | "Play and learn God’s Word" |
*
* @param {Home_Tile_Games_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_tile_games_text: ((inputs?: Home_Tile_Games_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Tile_Games_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Tile_Games_TextInputs = {};
