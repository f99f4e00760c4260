/**
* | output |
* | --- |
* | "Create Lesson" |
*
* @param {Admin_Lesson_Create_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_create_submit: ((inputs?: Admin_Lesson_Create_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_Create_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_Create_SubmitInputs = {};
