/**
* | output |
* | --- |
* | "Create, edit and delete the mini lessons of the Journey of Faith page." |
*
* @param {Admin_Lessons_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lessons_page_description: ((inputs?: Admin_Lessons_Page_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lessons_Page_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lessons_Page_DescriptionInputs = {};
