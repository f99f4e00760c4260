/**
* | output |
* | --- |
* | "Buzzing up the questions..." |
*
* @param {Games_Bee_DealingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bee_dealing: ((inputs?: Games_Bee_DealingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bee_DealingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bee_DealingInputs = {};
