/**
* | output |
* | --- |
* | "Please choose a JPEG, PNG, WebP or GIF picture for the poster." |
*
* @param {Admin_Media_Poster_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_poster_type: ((inputs?: Admin_Media_Poster_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Poster_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Poster_TypeInputs = {};
