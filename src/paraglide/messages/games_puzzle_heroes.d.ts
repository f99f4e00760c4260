/**
* | output |
* | --- |
* | "1. Bible heroes" |
*
* @param {Games_Puzzle_HeroesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_heroes: ((inputs?: Games_Puzzle_HeroesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_HeroesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_HeroesInputs = {};
