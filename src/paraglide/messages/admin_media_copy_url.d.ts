/**
* | output |
* | --- |
* | "Copy URL" |
*
* @param {Admin_Media_Copy_UrlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_copy_url: ((inputs?: Admin_Media_Copy_UrlInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Copy_UrlInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Copy_UrlInputs = {};
