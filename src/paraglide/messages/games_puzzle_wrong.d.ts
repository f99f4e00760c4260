/**
* | output |
* | --- |
* | "Oops! Try again!" |
*
* @param {Games_Puzzle_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_wrong: ((inputs?: Games_Puzzle_WrongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_WrongInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_WrongInputs = {};
