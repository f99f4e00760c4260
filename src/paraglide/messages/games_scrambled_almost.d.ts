/**
* | output |
* | --- |
* | "Almost! Some words are out of order. Tap a word in your verse to take it back." |
*
* @param {Games_Scrambled_AlmostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_almost: ((inputs?: Games_Scrambled_AlmostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_AlmostInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_AlmostInputs = {};
