/**
* | output |
* | --- |
* | "Video" |
*
* @param {Admin_Devotional_Media_VideoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_media_video: ((inputs?: Admin_Devotional_Media_VideoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_Media_VideoInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_Media_VideoInputs = {};
