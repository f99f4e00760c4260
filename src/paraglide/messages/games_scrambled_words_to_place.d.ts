/**
* | output |
* | --- |
* | "Words to place" |
*
* @param {Games_Scrambled_Words_To_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_words_to_place: ((inputs?: Games_Scrambled_Words_To_PlaceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_Words_To_PlaceInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_Words_To_PlaceInputs = {};
