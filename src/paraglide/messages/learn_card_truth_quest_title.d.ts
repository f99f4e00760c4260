/**
* | output |
* | --- |
* | "Truth Quest" |
*
* @param {Learn_Card_Truth_Quest_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_truth_quest_title: ((inputs?: Learn_Card_Truth_Quest_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Card_Truth_Quest_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Card_Truth_Quest_TitleInputs = {};
