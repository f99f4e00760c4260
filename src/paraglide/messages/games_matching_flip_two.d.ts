/**
* | output |
* | --- |
* | "Flip two cards to find a verse and its reference." |
*
* @param {Games_Matching_Flip_TwoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_flip_two: ((inputs?: Games_Matching_Flip_TwoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_Flip_TwoInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_Flip_TwoInputs = {};
