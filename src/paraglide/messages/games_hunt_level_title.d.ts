/**
* | output |
* | --- |
* | "Level {level}: {name}" |
*
* @param {Games_Hunt_Level_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_level_title: ((inputs: Games_Hunt_Level_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Level_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Level_TitleInputs = {
    level: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
