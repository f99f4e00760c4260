/**
* | output |
* | --- |
* | "Trace the dotted letters with your pencil, then write each line yourself below it." |
*
* @param {Games_Printables_Trace_How_PracticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_trace_how_practice: ((inputs?: Games_Printables_Trace_How_PracticeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Trace_How_PracticeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Trace_How_PracticeInputs = {};
