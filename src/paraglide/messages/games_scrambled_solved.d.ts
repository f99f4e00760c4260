/**
* | output |
* | --- |
* | "✅ You unscrambled {reference}!" |
*
* @param {Games_Scrambled_SolvedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_solved: ((inputs: Games_Scrambled_SolvedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_SolvedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_SolvedInputs = {
    reference: NonNullable<unknown>;
};
