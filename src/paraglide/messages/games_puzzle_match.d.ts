/**
* | output |
* | --- |
* | "Yes! {character} and the {item}. {fact} ({reference})" |
*
* @param {Games_Puzzle_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_match: ((inputs: Games_Puzzle_MatchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_MatchInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_MatchInputs = {
    character: NonNullable<unknown>;
    item: NonNullable<unknown>;
    fact: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
