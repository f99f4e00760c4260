/**
* | output |
* | --- |
* | "Your bingo card. Mark a name once it has been called." |
*
* @param {Games_Bingo_Card_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_card_caption: ((inputs?: Games_Bingo_Card_CaptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bingo_Card_CaptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bingo_Card_CaptionInputs = {};
