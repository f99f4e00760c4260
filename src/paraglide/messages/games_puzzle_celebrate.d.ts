/**
* | output |
* | --- |
* | "Puzzle complete!" |
*
* @param {Games_Puzzle_CelebrateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_celebrate: ((inputs?: Games_Puzzle_CelebrateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_CelebrateInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_CelebrateInputs = {};
