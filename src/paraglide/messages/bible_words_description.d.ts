/**
* | output |
* | --- |
* | "{count} old and hard words of the King James Version and the American Standard Version, explained for children: thee, thou, begat, verily, raiment, firmament..." |
*
* @param {Bible_Words_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_description: ((inputs: Bible_Words_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Words_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Words_DescriptionInputs = {
    count: NonNullable<unknown>;
};
