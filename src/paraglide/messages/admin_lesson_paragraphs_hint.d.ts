/**
* | output |
* | --- |
* | "Leave a blank line between paragraphs." |
*
* @param {Admin_Lesson_Paragraphs_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_paragraphs_hint: ((inputs?: Admin_Lesson_Paragraphs_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_Paragraphs_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_Paragraphs_HintInputs = {};
