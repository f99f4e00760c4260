/**
* | output |
* | --- |
* | "All Bible Books" |
*
* @param {Site_Nav_All_BooksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_all_books: ((inputs?: Site_Nav_All_BooksInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Nav_All_BooksInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Nav_All_BooksInputs = {};
