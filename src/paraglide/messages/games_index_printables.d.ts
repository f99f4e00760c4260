/**
* | output |
* | --- |
* | "Printable activities: word search, bingo and tracing sheets" |
*
* @param {Games_Index_PrintablesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_printables: ((inputs?: Games_Index_PrintablesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Index_PrintablesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Index_PrintablesInputs = {};
