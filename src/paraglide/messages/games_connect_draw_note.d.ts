/**
* | output |
* | --- |
* | "The board is full. It is a draw!" |
*
* @param {Games_Connect_Draw_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_draw_note: ((inputs?: Games_Connect_Draw_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Draw_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Draw_NoteInputs = {};
