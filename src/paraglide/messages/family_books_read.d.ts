/**
* | output |
* | --- |
* | "Books read this week" |
*
* @param {Family_Books_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_books_read: ((inputs?: Family_Books_ReadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Books_ReadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Books_ReadInputs = {};
