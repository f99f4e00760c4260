/**
* | output |
* | --- |
* | "Memorize" |
*
* @param {Games_Memory_MemorizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_memorize: ((inputs?: Games_Memory_MemorizeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_MemorizeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_MemorizeInputs = {};
