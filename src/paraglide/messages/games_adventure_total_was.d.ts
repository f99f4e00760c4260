/**
* | output |
* | --- |
* | "Your stat total was {total}. You need {needed}." |
*
* @param {Games_Adventure_Total_WasInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_total_was: ((inputs: Games_Adventure_Total_WasInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_Total_WasInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_Total_WasInputs = {
    total: NonNullable<unknown>;
    needed: NonNullable<unknown>;
};
