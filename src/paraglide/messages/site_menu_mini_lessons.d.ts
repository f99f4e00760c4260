/**
* | output |
* | --- |
* | "Mini Lessons" |
*
* @param {Site_Menu_Mini_LessonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_mini_lessons: ((inputs?: Site_Menu_Mini_LessonsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Menu_Mini_LessonsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Menu_Mini_LessonsInputs = {};
