/**
* | output |
* | --- |
* | "Pairs: {matched} / {total}" |
*
* @param {Games_Matching_PairsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_pairs: ((inputs: Games_Matching_PairsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_PairsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_PairsInputs = {
    matched: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
