/**
* | output |
* | --- |
* | "You got {score} words on level {level}. Win {needed} of the first 5 words to go up a level. Let's try level {level} again!" |
*
* @param {Games_Hangman_Level_RetryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_retry: ((inputs: Games_Hangman_Level_RetryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hangman_Level_RetryInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hangman_Level_RetryInputs = {
    score: NonNullable<unknown>;
    level: NonNullable<unknown>;
    needed: NonNullable<unknown>;
};
