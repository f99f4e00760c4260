/**
* | output |
* | --- |
* | "First click a Bible hero, then the item." |
*
* @param {Games_Puzzle_Hero_FirstInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_hero_first: ((inputs?: Games_Puzzle_Hero_FirstInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_Hero_FirstInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_Hero_FirstInputs = {};
