/**
* | output |
* | --- |
* | "Answer Saved" |
*
* @param {Admin_Ask_Answer_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_answer_saved_title: ((inputs?: Admin_Ask_Answer_Saved_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ask_Answer_Saved_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ask_Answer_Saved_TitleInputs = {};
