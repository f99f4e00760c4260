/**
* | output |
* | --- |
* | "Drop a video or audio file here, or click to choose" |
*
* @param {Admin_Media_DropInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_drop: ((inputs?: Admin_Media_DropInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_DropInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_DropInputs = {};
