/**
* | output |
* | --- |
* | "Next chapter: {name}" |
*
* @param {Reader_Next_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_next_chapter: ((inputs: Reader_Next_ChapterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Next_ChapterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Next_ChapterInputs = {
    name: NonNullable<unknown>;
};
