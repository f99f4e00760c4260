/**
* | output |
* | --- |
* | "You found all {count} words." |
*
* @param {Games_Word_Search_Found_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_found_all: ((inputs: Games_Word_Search_Found_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Found_AllInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Found_AllInputs = {
    count: NonNullable<unknown>;
};
