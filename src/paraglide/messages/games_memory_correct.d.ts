/**
* | output |
* | --- |
* | "✅ Correct!" |
*
* @param {Games_Memory_CorrectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_correct: ((inputs?: Games_Memory_CorrectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_CorrectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_CorrectInputs = {};
