/**
* | output |
* | --- |
* | "Next reading" |
*
* @param {Bible_Reading_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_next: ((inputs?: Bible_Reading_NextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Reading_NextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Reading_NextInputs = {};
