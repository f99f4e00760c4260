/**
* | output |
* | --- |
* | "Reflection" |
*
* @param {Admin_Lesson_ReflectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_reflection: ((inputs?: Admin_Lesson_ReflectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_ReflectionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_ReflectionInputs = {};
