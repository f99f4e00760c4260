/**
* | output |
* | --- |
* | "2. What they are known for" |
*
* @param {Games_Puzzle_Known_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_known_for: ((inputs?: Games_Puzzle_Known_ForInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_Known_ForInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_Known_ForInputs = {};
