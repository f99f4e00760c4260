/**
* | output |
* | --- |
* | "🎮 Games" |
*
* @param {Learn_Quest_Type_GamesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_games: ((inputs?: Learn_Quest_Type_GamesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_Type_GamesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_Type_GamesInputs = {};
