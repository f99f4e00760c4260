/**
* | output |
* | --- |
* | "You matched all {pairs} pairs in {moves} moves!" |
*
* @param {Games_Matching_Won_StatusInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_won_status: ((inputs: Games_Matching_Won_StatusInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_Won_StatusInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_Won_StatusInputs = {
    pairs: NonNullable<unknown>;
    moves: NonNullable<unknown>;
};
