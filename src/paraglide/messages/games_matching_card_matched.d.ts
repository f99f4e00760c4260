/**
* | output |
* | --- |
* | "Card {n}, matched, {what}" |
*
* @param {Games_Matching_Card_MatchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_card_matched: ((inputs: Games_Matching_Card_MatchedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_Card_MatchedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_Card_MatchedInputs = {
    n: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
