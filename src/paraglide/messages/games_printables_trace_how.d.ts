/**
* | output |
* | --- |
* | "Trace the dotted letters with your pencil." |
*
* @param {Games_Printables_Trace_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_trace_how: ((inputs?: Games_Printables_Trace_HowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Trace_HowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Trace_HowInputs = {};
