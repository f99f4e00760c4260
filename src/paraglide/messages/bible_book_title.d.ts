/**
* | output |
* | --- |
* | "{book} ({version})" |
*
* @param {Bible_Book_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_book_title: ((inputs: Bible_Book_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Book_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Book_TitleInputs = {
    book: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
