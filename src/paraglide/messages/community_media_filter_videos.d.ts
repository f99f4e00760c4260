/**
* | output |
* | --- |
* | "Videos ({count})" |
*
* @param {Community_Media_Filter_VideosInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_filter_videos: ((inputs: Community_Media_Filter_VideosInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Media_Filter_VideosInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Media_Filter_VideosInputs = {
    count: NonNullable<unknown>;
};
