/**
* | output |
* | --- |
* | "Tap a verse number to add that verse to your memory verses (“Add to my verses”)." |
*
* @param {Reader_Add_Verse_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_add_verse_hint: ((inputs?: Reader_Add_Verse_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Add_Verse_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Add_Verse_HintInputs = {};
