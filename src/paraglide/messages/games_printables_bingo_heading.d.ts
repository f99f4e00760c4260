/**
* | output |
* | --- |
* | "🎯 Bible Bingo" |
*
* @param {Games_Printables_Bingo_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_bingo_heading: ((inputs?: Games_Printables_Bingo_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Bingo_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Bingo_HeadingInputs = {};
