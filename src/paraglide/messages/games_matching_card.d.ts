/**
* | output |
* | --- |
* | "Card {n}, {what}" |
*
* @param {Games_Matching_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_card: ((inputs: Games_Matching_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_CardInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_CardInputs = {
    n: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
