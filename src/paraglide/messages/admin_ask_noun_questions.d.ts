/**
* | output |
* | --- |
* | "questions" |
*
* @param {Admin_Ask_Noun_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_noun_questions: ((inputs?: Admin_Ask_Noun_QuestionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ask_Noun_QuestionsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ask_Noun_QuestionsInputs = {};
