/**
* | output |
* | --- |
* | "Edit Mini Lesson" |
*
* @param {Admin_Lesson_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_edit: ((inputs?: Admin_Lesson_EditInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_EditInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_EditInputs = {};
