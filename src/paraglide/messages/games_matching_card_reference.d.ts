/**
* | output |
* | --- |
* | "reference: {text}" |
*
* @param {Games_Matching_Card_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_card_reference: ((inputs: Games_Matching_Card_ReferenceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_Card_ReferenceInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_Card_ReferenceInputs = {
    text: NonNullable<unknown>;
};
