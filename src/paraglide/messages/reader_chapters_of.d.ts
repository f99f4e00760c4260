/**
* | output |
* | --- |
* | "Chapters of {book}" |
*
* @param {Reader_Chapters_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_chapters_of: ((inputs: Reader_Chapters_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Chapters_OfInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Chapters_OfInputs = {
    book: NonNullable<unknown>;
};
