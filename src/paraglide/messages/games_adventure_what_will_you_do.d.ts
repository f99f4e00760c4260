/**
* | output |
* | --- |
* | "What will you do?" |
*
* @param {Games_Adventure_What_Will_You_DoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_what_will_you_do: ((inputs?: Games_Adventure_What_Will_You_DoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_What_Will_You_DoInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_What_Will_You_DoInputs = {};
