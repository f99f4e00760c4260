/**
* | output |
* | --- |
* | "Failed to delete mini lesson" |
*
* @param {Admin_Lesson_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_delete_failed: ((inputs?: Admin_Lesson_Delete_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_Delete_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_Delete_FailedInputs = {};
