/**
* | output |
* | --- |
* | "Plans open lessons in this order: basic opens the first one, premium opens all." |
*
* @param {Admin_Lesson_List_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_list_intro: ((inputs?: Admin_Lesson_List_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_List_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_List_IntroInputs = {};
