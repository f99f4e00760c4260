/**
* | output |
* | --- |
* | "Wisdom" |
*
* @param {Games_Adventure_WisdomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_wisdom: ((inputs?: Games_Adventure_WisdomInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_WisdomInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_WisdomInputs = {};
