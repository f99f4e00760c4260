/**
* | output |
* | --- |
* | "Getting the verses ready..." |
*
* @param {Games_Memory_Getting_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_getting_ready: ((inputs?: Games_Memory_Getting_ReadyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_Getting_ReadyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_Getting_ReadyInputs = {};
