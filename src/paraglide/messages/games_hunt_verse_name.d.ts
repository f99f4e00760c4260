/**
* | output |
* | --- |
* | "Verse Puzzle Hunt" |
*
* @param {Games_Hunt_Verse_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_verse_name: ((inputs?: Games_Hunt_Verse_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Verse_NameInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Verse_NameInputs = {};
