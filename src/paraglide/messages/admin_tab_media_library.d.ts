/**
* | output |
* | --- |
* | "Media Library" |
*
* @param {Admin_Tab_Media_LibraryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_media_library: ((inputs?: Admin_Tab_Media_LibraryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_Media_LibraryInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_Media_LibraryInputs = {};
