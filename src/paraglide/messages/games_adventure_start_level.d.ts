/**
* | output |
* | --- |
* | "Start Level {level}" |
*
* @param {Games_Adventure_Start_LevelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_start_level: ((inputs: Games_Adventure_Start_LevelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_Start_LevelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_Start_LevelInputs = {
    level: NonNullable<unknown>;
};
