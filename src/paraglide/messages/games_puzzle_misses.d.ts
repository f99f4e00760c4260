/**
* | output |
* | --- |
* | "Tries that missed: {misses}" |
*
* @param {Games_Puzzle_MissesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_misses: ((inputs: Games_Puzzle_MissesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_MissesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_MissesInputs = {
    misses: NonNullable<unknown>;
};
