/**
* | output |
* | --- |
* | "A Bible game for today." |
*
* @param {Home_Thing_Game_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_game_detail: ((inputs?: Home_Thing_Game_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Game_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Thing_Game_DetailInputs = {};
