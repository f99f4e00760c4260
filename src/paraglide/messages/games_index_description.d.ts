/**
* | output |
* | --- |
* | "Twelve Bible games for kids: hangman, word search, scrambled verses, story quizzes, a Bible bee and more. Learn God's Word while you play!" |
*
* @param {Games_Index_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_description: ((inputs?: Games_Index_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Index_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Index_DescriptionInputs = {};
