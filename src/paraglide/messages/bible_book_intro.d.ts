/**
* | n | output |
* | --- | --- |
* | "one" | "{book} in the {version}: {count} chapter to read online." |
* | "other" | "{book} in the {version}: {count} chapters to read online." |
*
* @param {Bible_Book_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_book_intro: ((inputs: Bible_Book_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Book_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Book_IntroInputs = {
    count: NonNullable<unknown>;
    book: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
