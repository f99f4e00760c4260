/**
* | output |
* | --- |
* | "Trace a verse with your pencil, then write it yourself." |
*
* @param {Games_Printables_Tracing_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_tracing_text: ((inputs?: Games_Printables_Tracing_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Tracing_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Tracing_TextInputs = {};
