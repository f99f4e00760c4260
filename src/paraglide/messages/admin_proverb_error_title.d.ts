/**
* | output |
* | --- |
* | "Error" |
*
* @param {Admin_Proverb_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_error_title: ((inputs?: Admin_Proverb_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_Error_TitleInputs = {};
