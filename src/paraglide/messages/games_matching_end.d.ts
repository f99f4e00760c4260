/**
* | output |
* | --- |
* | "You matched all {pairs} pairs in {moves} moves. Score: {score}" |
*
* @param {Games_Matching_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_end: ((inputs: Games_Matching_EndInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_EndInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_EndInputs = {
    pairs: NonNullable<unknown>;
    moves: NonNullable<unknown>;
    score: NonNullable<unknown>;
};
