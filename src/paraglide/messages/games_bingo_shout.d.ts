/**
* | output |
* | --- |
* | "BINGO!" |
*
* @param {Games_Bingo_ShoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_shout: ((inputs?: Games_Bingo_ShoutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bingo_ShoutInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bingo_ShoutInputs = {};
