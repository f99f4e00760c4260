/**
* | output |
* | --- |
* | "Game board, 6 rows by 7 columns. Row 1 is the top." |
*
* @param {Games_Connect_Board_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_board_caption: ((inputs?: Games_Connect_Board_CaptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Board_CaptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Board_CaptionInputs = {};
