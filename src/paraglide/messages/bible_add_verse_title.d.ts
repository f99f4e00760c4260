/**
* | output |
* | --- |
* | "Add to my verses" |
*
* @param {Bible_Add_Verse_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_add_verse_title: ((inputs?: Bible_Add_Verse_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Add_Verse_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Add_Verse_TitleInputs = {};
