/**
* | output |
* | --- |
* | "Row {row}, column {col}: {letter}" |
*
* @param {Games_Word_Search_CellInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_cell: ((inputs: Games_Word_Search_CellInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_CellInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_CellInputs = {
    row: NonNullable<unknown>;
    col: NonNullable<unknown>;
    letter: NonNullable<unknown>;
};
