/**
* | output |
* | --- |
* | "Play Bible games" |
*
* @param {Home_Play_Bible_GamesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_play_bible_games: ((inputs?: Home_Play_Bible_GamesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Play_Bible_GamesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Play_Bible_GamesInputs = {};
