/**
* | output |
* | --- |
* | "Challenges complete by themselves when you are done. You earn the badge and the points right away!" |
*
* @param {Learn_Quest_How_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_how_done: ((inputs?: Learn_Quest_How_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_How_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_How_DoneInputs = {};
