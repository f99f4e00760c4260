/**
* | output |
* | --- |
* | "the first book" |
*
* @param {Reader_Notice_First_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_notice_first_book: ((inputs?: Reader_Notice_First_BookInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Notice_First_BookInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Notice_First_BookInputs = {};
