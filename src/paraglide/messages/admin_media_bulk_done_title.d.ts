/**
* | output |
* | --- |
* | "Bulk Delete Complete" |
*
* @param {Admin_Media_Bulk_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_bulk_done_title: ((inputs?: Admin_Media_Bulk_Done_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Bulk_Done_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Bulk_Done_TitleInputs = {};
