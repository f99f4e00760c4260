/**
* | output |
* | --- |
* | "https://... or a file of this site (/media-files/...)." |
*
* @param {Admin_Devotional_Media_Url_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_media_url_hint: ((inputs?: Admin_Devotional_Media_Url_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_Media_Url_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_Media_Url_HintInputs = {};
