/**
* | output |
* | --- |
* | "👉 Picked" |
*
* @param {Games_Puzzle_PickedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_picked: ((inputs?: Games_Puzzle_PickedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_PickedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_PickedInputs = {};
