/**
* | output |
* | --- |
* | "verse: {text}" |
*
* @param {Games_Matching_Card_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_card_verse: ((inputs: Games_Matching_Card_VerseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_Card_VerseInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_Card_VerseInputs = {
    text: NonNullable<unknown>;
};
