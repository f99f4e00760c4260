/**
* | output |
* | --- |
* | "All done! 🏆" |
*
* @param {Games_Scrambled_Celebrate_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_celebrate_done: ((inputs?: Games_Scrambled_Celebrate_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_Celebrate_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_Celebrate_DoneInputs = {};
