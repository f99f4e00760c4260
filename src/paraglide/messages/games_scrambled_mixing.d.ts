/**
* | output |
* | --- |
* | "Mixing up the words..." |
*
* @param {Games_Scrambled_MixingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_mixing: ((inputs?: Games_Scrambled_MixingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_MixingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_MixingInputs = {};
