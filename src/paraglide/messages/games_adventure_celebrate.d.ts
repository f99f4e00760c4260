/**
* | output |
* | --- |
* | "Adventure complete!" |
*
* @param {Games_Adventure_CelebrateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_celebrate: ((inputs?: Games_Adventure_CelebrateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_CelebrateInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_CelebrateInputs = {};
