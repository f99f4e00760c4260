/**
* | output |
* | --- |
* | "Bible" |
*
* @param {Bible_Crumb_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_crumb_bible: ((inputs?: Bible_Crumb_BibleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Crumb_BibleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Crumb_BibleInputs = {};
