/**
* | output |
* | --- |
* | "Medium" |
*
* @param {Games_Difficulty_MediumInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_difficulty_medium: ((inputs?: Games_Difficulty_MediumInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Difficulty_MediumInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Difficulty_MediumInputs = {};
