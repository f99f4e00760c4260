/**
* | output |
* | --- |
* | "🔄 New Card" |
*
* @param {Games_Bingo_New_Card_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_new_card_button: ((inputs?: Games_Bingo_New_Card_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bingo_New_Card_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bingo_New_Card_ButtonInputs = {};
