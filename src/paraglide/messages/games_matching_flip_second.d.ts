/**
* | output |
* | --- |
* | "Now flip a second card." |
*
* @param {Games_Matching_Flip_SecondInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_flip_second: ((inputs?: Games_Matching_Flip_SecondInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_Flip_SecondInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_Flip_SecondInputs = {};
