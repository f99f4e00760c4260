/**
* | output |
* | --- |
* | "Verses mastered: {references}" |
*
* @param {Games_Memory_MasteredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_mastered: ((inputs: Games_Memory_MasteredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_MasteredInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_MasteredInputs = {
    references: NonNullable<unknown>;
};
