/**
* | output |
* | --- |
* | "Check each word, then try again." |
*
* @param {Games_Memory_Wrong_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_wrong_help: ((inputs?: Games_Memory_Wrong_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_Wrong_HelpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_Wrong_HelpInputs = {};
