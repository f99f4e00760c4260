/**
* | output |
* | --- |
* | "New videos and audio are on their way. Check back soon!" |
*
* @param {Community_Media_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_empty_text: ((inputs?: Community_Media_Empty_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Media_Empty_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Media_Empty_TextInputs = {};
