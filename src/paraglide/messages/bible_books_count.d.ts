/**
* | output |
* | --- |
* | "({count} books)" |
*
* @param {Bible_Books_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_books_count: ((inputs: Bible_Books_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Books_CountInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Books_CountInputs = {
    count: NonNullable<unknown>;
};
