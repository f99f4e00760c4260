/**
* | output |
* | --- |
* | "Quiz champion! 🏆" |
*
* @param {Games_Story_Quiz_ChampionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_story_quiz_champion: ((inputs?: Games_Story_Quiz_ChampionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Story_Quiz_ChampionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Story_Quiz_ChampionInputs = {};
