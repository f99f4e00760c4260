/**
* | output |
* | --- |
* | "Call Next Name" |
*
* @param {Games_Bingo_Call_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_call_next: ((inputs?: Games_Bingo_Call_NextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bingo_Call_NextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bingo_Call_NextInputs = {};
