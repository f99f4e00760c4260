/**
* | output |
* | --- |
* | "🏆 You finished all {count} verses!" |
*
* @param {Games_Memory_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_finished: ((inputs: Games_Memory_FinishedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_FinishedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_FinishedInputs = {
    count: NonNullable<unknown>;
};
