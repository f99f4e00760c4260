/**
* | output |
* | --- |
* | "Score: {score}" |
*
* @param {Games_Scrambled_ScoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_score: ((inputs: Games_Scrambled_ScoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_ScoreInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_ScoreInputs = {
    score: NonNullable<unknown>;
};
