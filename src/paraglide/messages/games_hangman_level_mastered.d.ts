/**
* | output |
* | --- |
* | "🏆 You mastered Bible Hangman! You got {score} words on level {level} and are now a true {name}!" |
*
* @param {Games_Hangman_Level_MasteredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_mastered: ((inputs: Games_Hangman_Level_MasteredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Level_MasteredInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Level_MasteredInputs = {
    score: NonNullable<unknown>;
    level: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
