/**
* | output |
* | --- |
* | "Bible videos and audio for children and families: stories, songs and lessons to watch and listen to together." |
*
* @param {Community_Media_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_description: ((inputs?: Community_Media_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Media_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Media_DescriptionInputs = {};
