/**
* | output |
* | --- |
* | "Tap a verse number to add that verse to your memory verses (“Add to my verses”)." |
*
* @param {Bible_Add_Verse_TipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_add_verse_tip: ((inputs?: Bible_Add_Verse_TipInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Add_Verse_TipInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Add_Verse_TipInputs = {};
