/**
* | output |
* | --- |
* | "Hard" |
*
* @param {Games_Difficulty_HardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_difficulty_hard: ((inputs?: Games_Difficulty_HardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Difficulty_HardInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Difficulty_HardInputs = {};
