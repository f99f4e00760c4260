/**
* | output |
* | --- |
* | "selected" |
*
* @param {Games_Word_Search_Cell_SelectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_cell_selected: ((inputs?: Games_Word_Search_Cell_SelectedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Cell_SelectedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Cell_SelectedInputs = {};
