/**
* | output |
* | --- |
* | "Row {row}, column {column}: {what}" |
*
* @param {Games_Hunt_SquareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_square: ((inputs: Games_Hunt_SquareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_SquareInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_SquareInputs = {
    row: NonNullable<unknown>;
    column: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
