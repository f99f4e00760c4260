/**
* | output |
* | --- |
* | "See the achievements you have earned and the ones still waiting for you." |
*
* @param {Learn_Card_Achievements_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_achievements_line: ((inputs?: Learn_Card_Achievements_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Card_Achievements_LineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Card_Achievements_LineInputs = {};
