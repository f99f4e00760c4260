/**
* | output |
* | --- |
* | "Chapter {chapter}" |
*
* @param {Bible_Crumb_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_crumb_chapter: ((inputs: Bible_Crumb_ChapterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Crumb_ChapterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Crumb_ChapterInputs = {
    chapter: NonNullable<unknown>;
};
