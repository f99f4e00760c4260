/**
* | output |
* | --- |
* | "Previous chapter: {name}" |
*
* @param {Reader_Previous_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_previous_chapter: ((inputs: Reader_Previous_ChapterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Previous_ChapterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Previous_ChapterInputs = {
    name: NonNullable<unknown>;
};
