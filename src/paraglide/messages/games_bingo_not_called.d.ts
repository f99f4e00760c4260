/**
* | output |
* | --- |
* | "This item hasn't been called yet!" |
*
* @param {Games_Bingo_Not_CalledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_not_called: ((inputs?: Games_Bingo_Not_CalledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bingo_Not_CalledInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bingo_Not_CalledInputs = {};
