/**
* | output |
* | --- |
* | "School" |
*
* @param {Community_Story_Category_SchoolInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_category_school: ((inputs?: Community_Story_Category_SchoolInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Story_Category_SchoolInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Story_Category_SchoolInputs = {};
