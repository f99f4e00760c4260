/**
* | output |
* | --- |
* | "{character}, matched with {item}" |
*
* @param {Games_Puzzle_Hero_MatchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_hero_matched: ((inputs: Games_Puzzle_Hero_MatchedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_Hero_MatchedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_Hero_MatchedInputs = {
    character: NonNullable<unknown>;
    item: NonNullable<unknown>;
};
