/**
* | n | output |
* | --- | --- |
* | "one" | "{book} has {count} chapter and no chapter \"{asked}\", so chapter 1 is shown." |
* | "other" | "{book} has {count} chapters and no chapter \"{asked}\", so chapter 1 is shown." |
*
* @param {Reader_Notice_No_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_notice_no_chapter: ((inputs: Reader_Notice_No_ChapterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Notice_No_ChapterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Notice_No_ChapterInputs = {
    count: NonNullable<unknown>;
    book: NonNullable<unknown>;
    asked: NonNullable<unknown>;
};
