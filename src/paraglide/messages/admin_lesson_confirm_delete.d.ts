/**
* | output |
* | --- |
* | "Delete the mini lesson “{title}”?" |
*
* @param {Admin_Lesson_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_confirm_delete: ((inputs: Admin_Lesson_Confirm_DeleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_Confirm_DeleteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_Confirm_DeleteInputs = {
    title: NonNullable<unknown>;
};
