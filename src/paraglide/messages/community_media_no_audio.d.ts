/**
* | output |
* | --- |
* | "Your browser does not support the audio element." |
*
* @param {Community_Media_No_AudioInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_no_audio: ((inputs?: Community_Media_No_AudioInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Media_No_AudioInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Media_No_AudioInputs = {};
