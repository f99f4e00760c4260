/**
* | output |
* | --- |
* | "Words to find" |
*
* @param {Games_Printables_Words_To_FindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_words_to_find: ((inputs?: Games_Printables_Words_To_FindInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Printables_Words_To_FindInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Printables_Words_To_FindInputs = {};
