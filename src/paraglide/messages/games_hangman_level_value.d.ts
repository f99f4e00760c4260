/**
* | output |
* | --- |
* | "{level}: {name}" |
*
* @param {Games_Hangman_Level_ValueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_value: ((inputs: Games_Hangman_Level_ValueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Level_ValueInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Level_ValueInputs = {
    level: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
