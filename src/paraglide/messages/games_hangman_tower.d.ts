/**
* | output |
* | --- |
* | "The tower has {built} of {total} blocks: one block for each letter that is not in the word." |
*
* @param {Games_Hangman_TowerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_tower: ((inputs: Games_Hangman_TowerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_TowerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_TowerInputs = {
    built: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
