/**
* | n | output |
* | --- | --- |
* | "one" | "{count} chapter" |
* | "other" | "{count} chapters" |
*
* @param {Bible_Chapter_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_chapter_count: ((inputs: Bible_Chapter_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Chapter_CountInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Chapter_CountInputs = {
    count: NonNullable<unknown>;
};
