/**
* | output |
* | --- |
* | "Question" |
*
* @param {Family_Kind_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_kind_question: ((inputs?: Family_Kind_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Kind_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Kind_QuestionInputs = {};
