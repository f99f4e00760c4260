/**
* | output |
* | --- |
* | "Level {level} complete! You got {score} words. On to level {next}: {name}!" |
*
* @param {Games_Hangman_Level_AdvancedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_advanced: ((inputs: Games_Hangman_Level_AdvancedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Level_AdvancedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Level_AdvancedInputs = {
    level: NonNullable<unknown>;
    score: NonNullable<unknown>;
    next: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
