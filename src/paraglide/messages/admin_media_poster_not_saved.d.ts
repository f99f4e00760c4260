/**
* | output |
* | --- |
* | "Poster Not Saved" |
*
* @param {Admin_Media_Poster_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_poster_not_saved: ((inputs?: Admin_Media_Poster_Not_SavedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Poster_Not_SavedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Poster_Not_SavedInputs = {};
