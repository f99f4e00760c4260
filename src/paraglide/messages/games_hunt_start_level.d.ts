/**
* | output |
* | --- |
* | "▶ Start Level {level}" |
*
* @param {Games_Hunt_Start_LevelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_start_level: ((inputs: Games_Hunt_Start_LevelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Start_LevelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Start_LevelInputs = {
    level: NonNullable<unknown>;
};
