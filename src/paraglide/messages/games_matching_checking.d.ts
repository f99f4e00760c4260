/**
* | output |
* | --- |
* | "Checking your pair..." |
*
* @param {Games_Matching_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_checking: ((inputs?: Games_Matching_CheckingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_CheckingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_CheckingInputs = {};
