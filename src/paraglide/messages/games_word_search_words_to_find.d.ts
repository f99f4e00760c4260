/**
* | output |
* | --- |
* | "Words to find" |
*
* @param {Games_Word_Search_Words_To_FindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_words_to_find: ((inputs?: Games_Word_Search_Words_To_FindInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Words_To_FindInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Words_To_FindInputs = {};
