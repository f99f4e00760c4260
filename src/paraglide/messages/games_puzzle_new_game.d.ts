/**
* | output |
* | --- |
* | "🔄 New Game" |
*
* @param {Games_Puzzle_New_GameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_new_game: ((inputs?: Games_Puzzle_New_GameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_New_GameInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_New_GameInputs = {};
