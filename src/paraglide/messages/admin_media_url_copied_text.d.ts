/**
* | output |
* | --- |
* | "The file’s address is on your clipboard." |
*
* @param {Admin_Media_Url_Copied_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_url_copied_text: ((inputs?: Admin_Media_Url_Copied_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Url_Copied_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Url_Copied_TextInputs = {};
