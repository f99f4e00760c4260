/**
* | output |
* | --- |
* | "Mini Lesson Created" |
*
* @param {Admin_Lesson_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_created: ((inputs?: Admin_Lesson_CreatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_CreatedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_CreatedInputs = {};
