/**
* | output |
* | --- |
* | "Plan the daily Bible readings shown in the Bible Explorer." |
*
* @param {Admin_Readings_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_page_description: ((inputs?: Admin_Readings_Page_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Readings_Page_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Readings_Page_DescriptionInputs = {};
