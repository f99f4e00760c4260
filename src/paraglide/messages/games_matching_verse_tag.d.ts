/**
* | output |
* | --- |
* | "📖 Verse" |
*
* @param {Games_Matching_Verse_TagInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_verse_tag: ((inputs?: Games_Matching_Verse_TagInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_Verse_TagInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_Verse_TagInputs = {};
