/**
* | n | output |
* | --- | --- |
* | "one" | "Save all {count} chapter of {book} on this device to read them without a connection." |
* | "other" | "Save all {count} chapters of {book} on this device to read them without a connection." |
*
* @param {Bible_Keep_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_text: ((inputs: Bible_Keep_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Keep_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Keep_TextInputs = {
    count: NonNullable<unknown>;
    book: NonNullable<unknown>;
};
