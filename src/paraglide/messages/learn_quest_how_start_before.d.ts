/**
* | output |
* | --- |
* | "Press" |
*
* @param {Learn_Quest_How_Start_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_how_start_before: ((inputs?: Learn_Quest_How_Start_BeforeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_How_Start_BeforeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_How_Start_BeforeInputs = {};
