/**
* | output |
* | --- |
* | "Shuffle Words" |
*
* @param {Games_Scrambled_ShuffleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_shuffle: ((inputs?: Games_Scrambled_ShuffleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_ShuffleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_ShuffleInputs = {};
