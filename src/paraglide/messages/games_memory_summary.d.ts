/**
* | output |
* | --- |
* | "Score: {score} of {total} · Attempts: {attempts}" |
*
* @param {Games_Memory_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_summary: ((inputs: Games_Memory_SummaryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_SummaryInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_SummaryInputs = {
    score: NonNullable<unknown>;
    total: NonNullable<unknown>;
    attempts: NonNullable<unknown>;
};
