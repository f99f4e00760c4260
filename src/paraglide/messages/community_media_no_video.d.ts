/**
* | output |
* | --- |
* | "Your browser does not support the video tag." |
*
* @param {Community_Media_No_VideoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_no_video: ((inputs?: Community_Media_No_VideoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Media_No_VideoInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Media_No_VideoInputs = {};
