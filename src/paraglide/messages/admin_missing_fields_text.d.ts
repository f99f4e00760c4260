/**
* | output |
* | --- |
* | "Please fill in all required fields." |
*
* @param {Admin_Missing_Fields_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_missing_fields_text: ((inputs?: Admin_Missing_Fields_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Missing_Fields_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Missing_Fields_TextInputs = {};
