/**
* | output |
* | --- |
* | "Level {level} complete!" |
*
* @param {Games_Hunt_Level_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_level_complete: ((inputs: Games_Hunt_Level_CompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Level_CompleteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Level_CompleteInputs = {
    level: NonNullable<unknown>;
};
