/**
* | output |
* | --- |
* | "A printable tracing sheet of {reference}." |
*
* @param {Games_Printables_Tracing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_tracing_description: ((inputs: Games_Printables_Tracing_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Tracing_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Tracing_DescriptionInputs = {
    reference: NonNullable<unknown>;
};
