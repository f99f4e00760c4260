/**
* | output |
* | --- |
* | "Language of the imported proverbs" |
*
* @param {Admin_Proverb_Import_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_import_language: ((inputs?: Admin_Proverb_Import_LanguageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_Import_LanguageInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_Import_LanguageInputs = {};
