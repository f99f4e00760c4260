/**
* | output |
* | --- |
* | "Poster picture (optional)" |
*
* @param {Admin_Media_PosterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_poster: ((inputs?: Admin_Media_PosterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_PosterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_PosterInputs = {};
