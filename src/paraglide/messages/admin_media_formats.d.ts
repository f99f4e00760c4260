/**
* | output |
* | --- |
* | "Videos: MP4, WebM, MOV, AVI, OGG. Audio: MP3, WAV, M4A, AAC, OGG. Up to {max} MB for each file." |
*
* @param {Admin_Media_FormatsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_formats: ((inputs: Admin_Media_FormatsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_FormatsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_FormatsInputs = {
    max: NonNullable<unknown>;
};
