/**
* | output |
* | --- |
* | "Bible Games" |
*
* @param {Home_Section_Bible_GamesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_section_bible_games: ((inputs?: Home_Section_Bible_GamesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Section_Bible_GamesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Section_Bible_GamesInputs = {};
