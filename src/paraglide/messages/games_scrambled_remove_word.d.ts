/**
* | output |
* | --- |
* | "Remove word {n}: {word}" |
*
* @param {Games_Scrambled_Remove_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_remove_word: ((inputs: Games_Scrambled_Remove_WordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_Remove_WordInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_Remove_WordInputs = {
    n: NonNullable<unknown>;
    word: NonNullable<unknown>;
};
