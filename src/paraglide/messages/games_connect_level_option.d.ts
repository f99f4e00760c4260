/**
* | output |
* | --- |
* | "Level {level} ({name})" |
*
* @param {Games_Connect_Level_OptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_level_option: ((inputs: Games_Connect_Level_OptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Level_OptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Level_OptionInputs = {
    level: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
