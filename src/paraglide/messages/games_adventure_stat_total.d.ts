/**
* | output |
* | --- |
* | "Stat total: {total}. Reach {needed} by the end of a level to move up." |
*
* @param {Games_Adventure_Stat_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_stat_total: ((inputs: Games_Adventure_Stat_TotalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_Stat_TotalInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_Stat_TotalInputs = {
    total: NonNullable<unknown>;
    needed: NonNullable<unknown>;
};
