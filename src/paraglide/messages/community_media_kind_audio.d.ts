/**
* | output |
* | --- |
* | "🎧 Audio" |
*
* @param {Community_Media_Kind_AudioInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_kind_audio: ((inputs?: Community_Media_Kind_AudioInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Media_Kind_AudioInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Media_Kind_AudioInputs = {};
