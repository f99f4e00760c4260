/**
* | output |
* | --- |
* | "Ask a Question" |
*
* @param {Community_Dialog_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_dialog_questions: ((inputs?: Community_Dialog_QuestionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Dialog_QuestionsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Dialog_QuestionsInputs = {};
