/**
* | output |
* | --- |
* | "Place word: {word}" |
*
* @param {Games_Scrambled_Place_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_place_word: ((inputs: Games_Scrambled_Place_WordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_Place_WordInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_Place_WordInputs = {
    word: NonNullable<unknown>;
};
