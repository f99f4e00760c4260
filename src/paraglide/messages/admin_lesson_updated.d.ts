/**
* | output |
* | --- |
* | "Mini Lesson Updated" |
*
* @param {Admin_Lesson_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_updated: ((inputs?: Admin_Lesson_UpdatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_UpdatedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_UpdatedInputs = {};
