/**
* | output |
* | --- |
* | "✅ Correct! +1 point" |
*
* @param {Games_Memory_Correct_PointInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_correct_point: ((inputs?: Games_Memory_Correct_PointInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_Correct_PointInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_Correct_PointInputs = {};
