/**
* | output |
* | --- |
* | "Next: Level {level}, {name}" |
*
* @param {Games_Hunt_Next_LevelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_next_level: ((inputs: Games_Hunt_Next_LevelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Next_LevelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Next_LevelInputs = {
    level: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
