/**
* | output |
* | --- |
* | "Failed to fetch mini lessons: {message}" |
*
* @param {Admin_Lesson_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_load_failed: ((inputs: Admin_Lesson_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_Load_FailedInputs = {
    message: NonNullable<unknown>;
};
