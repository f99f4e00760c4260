/**
* | output |
* | --- |
* | "Practice" |
*
* @param {Games_Memory_PracticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_practice: ((inputs?: Games_Memory_PracticeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_PracticeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_PracticeInputs = {};
