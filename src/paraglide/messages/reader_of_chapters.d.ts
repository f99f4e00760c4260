/**
* | n | output |
* | --- | --- |
* | "one" | "of {count} chapter" |
* | "other" | "of {count} chapters" |
*
* @param {Reader_Of_ChaptersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_of_chapters: ((inputs: Reader_Of_ChaptersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Of_ChaptersInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Of_ChaptersInputs = {
    count: NonNullable<unknown>;
};
