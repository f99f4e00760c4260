/**
* | output |
* | --- |
* | "Level {level} of {levels}" |
*
* @param {Games_Adventure_LevelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_level: ((inputs: Games_Adventure_LevelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_LevelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_LevelInputs = {
    level: NonNullable<unknown>;
    levels: NonNullable<unknown>;
};
