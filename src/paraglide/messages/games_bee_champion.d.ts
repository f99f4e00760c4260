/**
* | output |
* | --- |
* | "Bible Bee champion! 🐝" |
*
* @param {Games_Bee_ChampionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bee_champion: ((inputs?: Games_Bee_ChampionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bee_ChampionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bee_ChampionInputs = {};
