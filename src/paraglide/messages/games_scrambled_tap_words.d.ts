/**
* | output |
* | --- |
* | "Tap the words below in the right order." |
*
* @param {Games_Scrambled_Tap_WordsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_tap_words: ((inputs?: Games_Scrambled_Tap_WordsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_Tap_WordsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_Tap_WordsInputs = {};
