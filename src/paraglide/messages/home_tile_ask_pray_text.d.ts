/**
* | output |
* | --- |
* | "Questions, prayers and community" |
*
* @param {Home_Tile_Ask_Pray_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_tile_ask_pray_text: ((inputs?: Home_Tile_Ask_Pray_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Tile_Ask_Pray_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Tile_Ask_Pray_TextInputs = {};
