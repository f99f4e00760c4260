/**
* | output |
* | --- |
* | "Browse all 66 books" |
*
* @param {Home_Browse_BooksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_browse_books: ((inputs?: Home_Browse_BooksInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Browse_BooksInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Browse_BooksInputs = {};
