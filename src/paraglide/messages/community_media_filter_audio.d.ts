/**
* | output |
* | --- |
* | "Audio ({count})" |
*
* @param {Community_Media_Filter_AudioInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_filter_audio: ((inputs: Community_Media_Filter_AudioInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Media_Filter_AudioInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Media_Filter_AudioInputs = {
    count: NonNullable<unknown>;
};
