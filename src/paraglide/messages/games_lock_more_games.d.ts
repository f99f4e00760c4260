/**
* | output |
* | --- |
* | "Upgrade for More Games" |
*
* @param {Games_Lock_More_GamesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_lock_more_games: ((inputs?: Games_Lock_More_GamesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Lock_More_GamesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Lock_More_GamesInputs = {};
