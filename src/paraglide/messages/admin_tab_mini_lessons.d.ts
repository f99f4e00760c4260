/**
* | output |
* | --- |
* | "Mini Lessons" |
*
* @param {Admin_Tab_Mini_LessonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_mini_lessons: ((inputs?: Admin_Tab_Mini_LessonsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_Mini_LessonsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_Mini_LessonsInputs = {};
