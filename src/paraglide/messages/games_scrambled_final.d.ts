/**
* | output |
* | --- |
* | "You unscrambled {score} of {total} verses!" |
*
* @param {Games_Scrambled_FinalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_final: ((inputs: Games_Scrambled_FinalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_FinalInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_FinalInputs = {
    score: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
