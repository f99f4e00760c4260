/**
* | output |
* | --- |
* | "Shown before the video plays. JPEG, PNG, WebP or GIF, up to {max} MB. Without one the site's own picture is shown." |
*
* @param {Admin_Media_Poster_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_poster_hint: ((inputs: Admin_Media_Poster_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Poster_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Poster_HintInputs = {
    max: NonNullable<unknown>;
};
