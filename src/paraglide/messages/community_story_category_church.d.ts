/**
* | output |
* | --- |
* | "Church" |
*
* @param {Community_Story_Category_ChurchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_category_church: ((inputs?: Community_Story_Category_ChurchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Story_Category_ChurchInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Story_Category_ChurchInputs = {};
