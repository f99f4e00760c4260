/**
* | output |
* | --- |
* | "Level" |
*
* @param {Games_Common_LevelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_common_level: ((inputs?: Games_Common_LevelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Common_LevelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Common_LevelInputs = {};
