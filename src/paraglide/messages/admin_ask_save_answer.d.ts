/**
* | output |
* | --- |
* | "Save answer" |
*
* @param {Admin_Ask_Save_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_save_answer: ((inputs?: Admin_Ask_Save_AnswerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ask_Save_AnswerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ask_Save_AnswerInputs = {};
