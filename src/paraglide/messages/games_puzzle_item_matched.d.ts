/**
* | output |
* | --- |
* | "{item}, matched with {character}" |
*
* @param {Games_Puzzle_Item_MatchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_item_matched: ((inputs: Games_Puzzle_Item_MatchedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_Item_MatchedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_Item_MatchedInputs = {
    item: NonNullable<unknown>;
    character: NonNullable<unknown>;
};
