/**
* | output |
* | --- |
* | "All items have been called!" |
*
* @param {Games_Bingo_All_CalledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_all_called: ((inputs?: Games_Bingo_All_CalledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bingo_All_CalledInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bingo_All_CalledInputs = {};
