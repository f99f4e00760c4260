/**
* | output |
* | --- |
* | "Difficulty:" |
*
* @param {Games_Card_DifficultyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_card_difficulty: ((inputs?: Games_Card_DifficultyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Card_DifficultyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Card_DifficultyInputs = {};
