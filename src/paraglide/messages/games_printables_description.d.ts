/**
* | output |
* | --- |
* | "Print Bible activities for kids: a word search, a Bible bingo card and memory-verse tracing sheets." |
*
* @param {Games_Printables_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_description: ((inputs?: Games_Printables_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_DescriptionInputs = {};
