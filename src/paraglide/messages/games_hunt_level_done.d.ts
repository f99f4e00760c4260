/**
* | output |
* | --- |
* | "⭐ Level {level} complete!" |
*
* @param {Games_Hunt_Level_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_level_done: ((inputs: Games_Hunt_Level_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Level_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Level_DoneInputs = {
    level: NonNullable<unknown>;
};
