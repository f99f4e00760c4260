/**
* | output |
* | --- |
* | "Level" |
*
* @param {Games_Connect_LevelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_level: ((inputs?: Games_Connect_LevelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_LevelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_LevelInputs = {};
