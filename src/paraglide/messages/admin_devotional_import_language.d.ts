/**
* | output |
* | --- |
* | "Language of the imported devotionals" |
*
* @param {Admin_Devotional_Import_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_import_language: ((inputs?: Admin_Devotional_Import_LanguageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_Import_LanguageInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_Import_LanguageInputs = {};
