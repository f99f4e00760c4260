/**
* | output |
* | --- |
* | "Row {row}, column {column}: {what}" |
*
* @param {Games_Connect_CellInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_cell: ((inputs: Games_Connect_CellInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_CellInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_CellInputs = {
    row: NonNullable<unknown>;
    column: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
