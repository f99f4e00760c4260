/**
* | output |
* | --- |
* | "Easy" |
*
* @param {Games_Difficulty_EasyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_difficulty_easy: ((inputs?: Games_Difficulty_EasyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Difficulty_EasyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Difficulty_EasyInputs = {};
