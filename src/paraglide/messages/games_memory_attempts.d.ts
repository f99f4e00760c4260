/**
* | output |
* | --- |
* | "Attempts" |
*
* @param {Games_Memory_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_attempts: ((inputs?: Games_Memory_AttemptsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_AttemptsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_AttemptsInputs = {};
