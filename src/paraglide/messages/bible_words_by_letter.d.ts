/**
* | output |
* | --- |
* | "Words by letter" |
*
* @param {Bible_Words_By_LetterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_by_letter: ((inputs?: Bible_Words_By_LetterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Words_By_LetterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Words_By_LetterInputs = {};
