/**
* | output |
* | --- |
* | "Media URL" |
*
* @param {Admin_Devotional_Media_UrlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_media_url: ((inputs?: Admin_Devotional_Media_UrlInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_Media_UrlInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_Media_UrlInputs = {};
