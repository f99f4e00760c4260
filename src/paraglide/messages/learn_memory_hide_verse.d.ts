/**
* | output |
* | --- |
* | "Hide Verse" |
*
* @param {Learn_Memory_Hide_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_hide_verse: ((inputs?: Learn_Memory_Hide_VerseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Hide_VerseInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Hide_VerseInputs = {};
