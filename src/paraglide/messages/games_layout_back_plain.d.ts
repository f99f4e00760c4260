/**
* | output |
* | --- |
* | "Back to Games" |
*
* @param {Games_Layout_Back_PlainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_layout_back_plain: ((inputs?: Games_Layout_Back_PlainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Layout_Back_PlainInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Layout_Back_PlainInputs = {};
