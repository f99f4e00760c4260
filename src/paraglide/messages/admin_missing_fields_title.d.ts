/**
* | output |
* | --- |
* | "Missing Fields" |
*
* @param {Admin_Missing_Fields_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_missing_fields_title: ((inputs?: Admin_Missing_Fields_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Missing_Fields_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Missing_Fields_TitleInputs = {};
