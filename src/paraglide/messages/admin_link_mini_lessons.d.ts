/**
* | output |
* | --- |
* | "Mini Lessons" |
*
* @param {Admin_Link_Mini_LessonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_link_mini_lessons: ((inputs?: Admin_Link_Mini_LessonsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Link_Mini_LessonsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Link_Mini_LessonsInputs = {};
