/**
* | output |
* | --- |
* | "Choose a chapter" |
*
* @param {Reader_Chapter_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_chapter_nav_label: ((inputs?: Reader_Chapter_Nav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Chapter_Nav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Chapter_Nav_LabelInputs = {};
