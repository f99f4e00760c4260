/**
* | output |
* | --- |
* | "One verse a line, with its reference." |
*
* @param {Admin_Lesson_Key_Verses_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_key_verses_hint: ((inputs?: Admin_Lesson_Key_Verses_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_Key_Verses_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_Key_Verses_HintInputs = {};
