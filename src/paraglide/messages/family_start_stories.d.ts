/**
* | output |
* | --- |
* | "Story path, listening" |
*
* @param {Family_Start_StoriesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_stories: ((inputs?: Family_Start_StoriesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Start_StoriesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Start_StoriesInputs = {};
