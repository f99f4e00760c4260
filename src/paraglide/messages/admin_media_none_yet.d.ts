/**
* | output |
* | --- |
* | "No files yet. Upload the first one!" |
*
* @param {Admin_Media_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_none_yet: ((inputs?: Admin_Media_None_YetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_None_YetInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_None_YetInputs = {};
