/**
* | output |
* | --- |
* | "Share without my name" |
*
* @param {Community_Story_AnonymousInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_anonymous: ((inputs?: Community_Story_AnonymousInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Story_AnonymousInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Story_AnonymousInputs = {};
