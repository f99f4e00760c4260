/**
* | output |
* | --- |
* | "Matched: {matched} / {total}" |
*
* @param {Games_Puzzle_Matched_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_matched_count: ((inputs: Games_Puzzle_Matched_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_Matched_CountInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_Matched_CountInputs = {
    matched: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
