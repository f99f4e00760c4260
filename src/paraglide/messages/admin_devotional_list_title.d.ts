/**
* | output |
* | --- |
* | "All devotionals" |
*
* @param {Admin_Devotional_List_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_list_title: ((inputs?: Admin_Devotional_List_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_List_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_List_TitleInputs = {};
