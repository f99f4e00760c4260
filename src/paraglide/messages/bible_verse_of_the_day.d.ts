/**
* | output |
* | --- |
* | "Verse of the Day" |
*
* @param {Bible_Verse_Of_The_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_verse_of_the_day: ((inputs?: Bible_Verse_Of_The_DayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Verse_Of_The_DayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Verse_Of_The_DayInputs = {};
