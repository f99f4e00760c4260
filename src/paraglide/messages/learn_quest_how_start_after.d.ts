/**
* | output |
* | --- |
* | "on a challenge you like." |
*
* @param {Learn_Quest_How_Start_AfterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_how_start_after: ((inputs?: Learn_Quest_How_Start_AfterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_How_Start_AfterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_How_Start_AfterInputs = {};
