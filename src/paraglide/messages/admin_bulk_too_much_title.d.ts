/**
* | output |
* | --- |
* | "Too Much Data" |
*
* @param {Admin_Bulk_Too_Much_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_too_much_title: ((inputs?: Admin_Bulk_Too_Much_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Too_Much_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Too_Much_TitleInputs = {};
