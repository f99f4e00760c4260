/**
* | output |
* | --- |
* | "Card {n}, face down" |
*
* @param {Games_Matching_Card_Face_DownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_card_face_down: ((inputs: Games_Matching_Card_Face_DownInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_Card_Face_DownInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_Card_Face_DownInputs = {
    n: NonNullable<unknown>;
};
