/**
* | output |
* | --- |
* | "How It Works" |
*
* @param {Learn_Quest_How_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_how_title: ((inputs?: Learn_Quest_How_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_How_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_How_TitleInputs = {};
