/**
* | output |
* | --- |
* | "Take on Bible reading challenges and earn badges as you go." |
*
* @param {Learn_Card_Truth_Quest_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_truth_quest_line: ((inputs?: Learn_Card_Truth_Quest_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Card_Truth_Quest_LineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Card_Truth_Quest_LineInputs = {};
