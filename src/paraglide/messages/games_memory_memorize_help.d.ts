/**
* | output |
* | --- |
* | "The verse is hidden. 1 point for each verse you get right." |
*
* @param {Games_Memory_Memorize_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_memorize_help: ((inputs?: Games_Memory_Memorize_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_Memorize_HelpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_Memorize_HelpInputs = {};
