/**
* | output |
* | --- |
* | "Keep this book for offline" |
*
* @param {Bible_Keep_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_title: ((inputs?: Bible_Keep_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Keep_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Keep_TitleInputs = {};
