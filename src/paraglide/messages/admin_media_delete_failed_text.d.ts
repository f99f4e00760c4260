/**
* | output |
* | --- |
* | "Failed to delete the file. Please try again." |
*
* @param {Admin_Media_Delete_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_delete_failed_text: ((inputs?: Admin_Media_Delete_Failed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Delete_Failed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Delete_Failed_TextInputs = {};
