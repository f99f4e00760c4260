/**
* | output |
* | --- |
* | "Word search, {size} rows of {size} letters" |
*
* @param {Games_Word_Search_GridInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_grid: ((inputs: Games_Word_Search_GridInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_GridInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_GridInputs = {
    size: NonNullable<unknown>;
};
