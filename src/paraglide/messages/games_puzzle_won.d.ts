/**
* | output |
* | --- |
* | "🎉 You matched every Bible hero!" |
*
* @param {Games_Puzzle_WonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_won: ((inputs?: Games_Puzzle_WonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_WonInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_WonInputs = {};
