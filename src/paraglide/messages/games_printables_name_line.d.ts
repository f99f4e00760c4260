/**
* | output |
* | --- |
* | "Name: ______________________________" |
*
* @param {Games_Printables_Name_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_name_line: ((inputs?: Games_Printables_Name_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Name_LineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Name_LineInputs = {};
