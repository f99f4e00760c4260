/**
* | output |
* | --- |
* | "Do what it asks: read chapters in the Bible Explorer and mark them read, play Bible games, master memory verses, or share a story." |
*
* @param {Learn_Quest_How_DoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_how_do: ((inputs?: Learn_Quest_How_DoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_How_DoInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_How_DoInputs = {};
