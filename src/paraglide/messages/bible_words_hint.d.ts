/**
* | output |
* | --- |
* | "Tap a word with a dotted line to see what it means." |
*
* @param {Bible_Words_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_hint: ((inputs?: Bible_Words_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Words_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Words_HintInputs = {};
