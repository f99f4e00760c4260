/**
* | output |
* | --- |
* | "Level {level}: Player 1 starts. Choose a column, then answer the question." |
*
* @param {Games_Connect_Level_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_level_start: ((inputs: Games_Connect_Level_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Level_StartInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Level_StartInputs = {
    level: NonNullable<unknown>;
};
