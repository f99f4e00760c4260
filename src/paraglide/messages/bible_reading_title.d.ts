/**
* | output |
* | --- |
* | "Today’s Reading" |
*
* @param {Bible_Reading_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_title: ((inputs?: Bible_Reading_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Reading_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Reading_TitleInputs = {};
