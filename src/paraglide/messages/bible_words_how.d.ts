/**
* | output |
* | --- |
* | "In the Bible chapters these words have a dotted line: tap one to see what it means." |
*
* @param {Bible_Words_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_how: ((inputs?: Bible_Words_HowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Words_HowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Words_HowInputs = {};
