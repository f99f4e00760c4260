/**
* | output |
* | --- |
* | "Score: {score}" |
*
* @param {Games_Puzzle_ScoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_score: ((inputs: Games_Puzzle_ScoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_ScoreInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_ScoreInputs = {
    score: NonNullable<unknown>;
};
