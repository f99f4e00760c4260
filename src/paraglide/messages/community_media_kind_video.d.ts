/**
* | output |
* | --- |
* | "🎬 Video" |
*
* @param {Community_Media_Kind_VideoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_kind_video: ((inputs?: Community_Media_Kind_VideoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Media_Kind_VideoInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Media_Kind_VideoInputs = {};
