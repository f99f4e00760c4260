/**
* | output |
* | --- |
* | "Every story is read by a grown-up before it appears for everyone." |
*
* @param {Community_Story_ReviewedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_reviewed: ((inputs?: Community_Story_ReviewedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Story_ReviewedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Story_ReviewedInputs = {};
