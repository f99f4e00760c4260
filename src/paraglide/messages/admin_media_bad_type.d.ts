/**
* | output |
* | --- |
* | "File type not supported. Please upload video or audio files only." |
*
* @param {Admin_Media_Bad_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_bad_type: ((inputs?: Admin_Media_Bad_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Bad_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Bad_TypeInputs = {};
