/**
* | output |
* | --- |
* | "Please select a file and enter a title." |
*
* @param {Admin_Media_Need_File_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_need_file_title: ((inputs?: Admin_Media_Need_File_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Need_File_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Need_File_TitleInputs = {};
