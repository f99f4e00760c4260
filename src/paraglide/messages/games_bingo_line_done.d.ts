/**
* | output |
* | --- |
* | "You completed a line after {called} names. Score: {score}" |
*
* @param {Games_Bingo_Line_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_line_done: ((inputs: Games_Bingo_Line_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bingo_Line_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bingo_Line_DoneInputs = {
    called: NonNullable<unknown>;
    score: NonNullable<unknown>;
};
