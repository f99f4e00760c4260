/**
* | output |
* | --- |
* | "Twelve games that turn Bible words, stories and verses into fun: word searches, quizzes, puzzles and more." |
*
* @param {Home_Bible_Games_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_bible_games_lead: ((inputs?: Home_Bible_Games_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Bible_Games_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Bible_Games_LeadInputs = {};
