/**
* | output |
* | --- |
* | "Next Verse" |
*
* @param {Games_Memory_Next_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_next_verse: ((inputs?: Games_Memory_Next_VerseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_Next_VerseInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_Next_VerseInputs = {};
