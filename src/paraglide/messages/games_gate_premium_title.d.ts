/**
* | output |
* | --- |
* | "Premium Only" |
*
* @param {Games_Gate_Premium_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_gate_premium_title: ((inputs?: Games_Gate_Premium_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gate_Premium_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Gate_Premium_TitleInputs = {};
