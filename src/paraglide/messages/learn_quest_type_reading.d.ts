/**
* | output |
* | --- |
* | "📖 Reading" |
*
* @param {Learn_Quest_Type_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_reading: ((inputs?: Learn_Quest_Type_ReadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_Type_ReadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_Type_ReadingInputs = {};
