/**
* | output |
* | --- |
* | ", winning line" |
*
* @param {Games_Connect_Winning_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_winning_line: ((inputs?: Games_Connect_Winning_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Winning_LineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Winning_LineInputs = {};
