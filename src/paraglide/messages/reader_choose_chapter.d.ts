/**
* | output |
* | --- |
* | "Choose a book and chapter" |
*
* @param {Reader_Choose_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_choose_chapter: ((inputs?: Reader_Choose_ChapterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Choose_ChapterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Choose_ChapterInputs = {};
