/**
* | output |
* | --- |
* | "The poster is too large. Maximum size allowed is {max} MB" |
*
* @param {Admin_Media_Poster_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_poster_too_large: ((inputs: Admin_Media_Poster_Too_LargeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Poster_Too_LargeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Poster_Too_LargeInputs = {
    max: NonNullable<unknown>;
};
