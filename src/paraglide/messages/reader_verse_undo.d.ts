/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Reader_Verse_UndoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_undo: ((inputs?: Reader_Verse_UndoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Verse_UndoInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Verse_UndoInputs = {};
