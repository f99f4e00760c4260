/**
* | output |
* | --- |
* | "The verse is hidden. Type it from memory!" |
*
* @param {Games_Memory_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_hidden: ((inputs?: Games_Memory_HiddenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_HiddenInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_HiddenInputs = {};
