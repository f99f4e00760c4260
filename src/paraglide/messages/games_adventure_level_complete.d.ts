/**
* | output |
* | --- |
* | "⭐ Level {level} complete!" |
*
* @param {Games_Adventure_Level_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_level_complete: ((inputs: Games_Adventure_Level_CompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_Level_CompleteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_Level_CompleteInputs = {
    level: NonNullable<unknown>;
};
