/**
* | output |
* | --- |
* | "Please fill in both title and content" |
*
* @param {Community_Story_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_missing: ((inputs?: Community_Story_MissingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Story_MissingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Story_MissingInputs = {};
