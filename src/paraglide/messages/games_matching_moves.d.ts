/**
* | output |
* | --- |
* | "Moves:" |
*
* @param {Games_Matching_MovesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_moves: ((inputs?: Games_Matching_MovesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_MovesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_MovesInputs = {};
