/**
* | output |
* | --- |
* | "Key Verses" |
*
* @param {Admin_Lesson_Key_VersesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_key_verses: ((inputs?: Admin_Lesson_Key_VersesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_Key_VersesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_Key_VersesInputs = {};
