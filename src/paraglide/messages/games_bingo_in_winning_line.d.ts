/**
* | output |
* | --- |
* | ", in the winning line" |
*
* @param {Games_Bingo_In_Winning_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_in_winning_line: ((inputs?: Games_Bingo_In_Winning_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bingo_In_Winning_LineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bingo_In_Winning_LineInputs = {};
