/**
* | output |
* | --- |
* | "There is no book called \"{asked}\", so {book} is shown." |
*
* @param {Reader_Notice_No_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_notice_no_book: ((inputs: Reader_Notice_No_BookInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Notice_No_BookInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Notice_No_BookInputs = {
    asked: NonNullable<unknown>;
    book: NonNullable<unknown>;
};
