/**
* | output |
* | --- |
* | "All books" |
*
* @param {Reader_All_BooksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_all_books: ((inputs?: Reader_All_BooksInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_All_BooksInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_All_BooksInputs = {};
