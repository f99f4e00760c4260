/**
* | output |
* | --- |
* | "Press Call Next Name to hear the first Bible name." |
*
* @param {Games_Bingo_Press_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_press_call: ((inputs?: Games_Bingo_Press_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bingo_Press_CallInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bingo_Press_CallInputs = {};
