/**
* | output |
* | --- |
* | "Final score: {score}. Keep growing in wisdom, courage and faith every day!" |
*
* @param {Games_Adventure_FinalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_final: ((inputs: Games_Adventure_FinalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_FinalInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_FinalInputs = {
    score: NonNullable<unknown>;
};
