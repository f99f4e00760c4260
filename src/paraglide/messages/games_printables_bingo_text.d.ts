/**
* | output |
* | --- |
* | "A fresh card of Bible names for a game with family and friends." |
*
* @param {Games_Printables_Bingo_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_bingo_text: ((inputs?: Games_Printables_Bingo_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Bingo_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Bingo_TextInputs = {};
