/**
* | output |
* | --- |
* | "The verse is shown. No points." |
*
* @param {Games_Memory_Practice_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_practice_help: ((inputs?: Games_Memory_Practice_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_Practice_HelpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_Practice_HelpInputs = {};
