/**
* | output |
* | --- |
* | "Loading chapter..." |
*
* @param {Reader_Loading_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_loading_chapter: ((inputs?: Reader_Loading_ChapterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Loading_ChapterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Loading_ChapterInputs = {};
