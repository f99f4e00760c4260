/**
* | output |
* | --- |
* | "Games played:" |
*
* @param {Family_Games_PlayedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_games_played: ((inputs?: Family_Games_PlayedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Games_PlayedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Games_PlayedInputs = {};
