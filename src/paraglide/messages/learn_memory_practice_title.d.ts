/**
* | output |
* | --- |
* | "Practice a Verse" |
*
* @param {Learn_Memory_Practice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_practice_title: ((inputs?: Learn_Memory_Practice_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Practice_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Practice_TitleInputs = {};
