/**
* | output |
* | --- |
* | "Your verse" |
*
* @param {Games_Scrambled_Your_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_your_verse: ((inputs?: Games_Scrambled_Your_VerseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_Your_VerseInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_Your_VerseInputs = {};
