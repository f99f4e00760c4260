/**
* | output |
* | --- |
* | "You matched them all!" |
*
* @param {Games_Matching_CelebrateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_celebrate: ((inputs?: Games_Matching_CelebrateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_CelebrateInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_CelebrateInputs = {};
