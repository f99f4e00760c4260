/**
* | output |
* | --- |
* | "Level complete! 🐝" |
*
* @param {Games_Bee_Level_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bee_level_complete: ((inputs?: Games_Bee_Level_CompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bee_Level_CompleteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bee_Level_CompleteInputs = {};
