/**
* | output |
* | --- |
* | "Memory Verse Tracing Sheets" |
*
* @param {Games_Printables_TracingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_tracing: ((inputs?: Games_Printables_TracingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_TracingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_TracingInputs = {};
