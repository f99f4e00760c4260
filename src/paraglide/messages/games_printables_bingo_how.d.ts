/**
* | output |
* | --- |
* | "When a name is called, colour its square. Five in a row, across, down or diagonally: BINGO!" |
*
* @param {Games_Printables_Bingo_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_bingo_how: ((inputs?: Games_Printables_Bingo_HowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Bingo_HowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Bingo_HowInputs = {};
