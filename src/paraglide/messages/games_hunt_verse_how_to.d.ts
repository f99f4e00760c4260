/**
* | output |
* | --- |
* | "A word is missing from each verse. Tap the fruit that fits the gap. A wrong tile costs 15 seconds." |
*
* @param {Games_Hunt_Verse_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_verse_how_to: ((inputs?: Games_Hunt_Verse_How_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Verse_How_ToInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Verse_How_ToInputs = {};
