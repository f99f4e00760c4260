/**
* | output |
* | --- |
* | "Choose another column" |
*
* @param {Games_Connect_Other_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_other_column: ((inputs?: Games_Connect_Other_ColumnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Other_ColumnInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Other_ColumnInputs = {};
