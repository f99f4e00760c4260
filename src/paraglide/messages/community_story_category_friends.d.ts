/**
* | output |
* | --- |
* | "Friends" |
*
* @param {Community_Story_Category_FriendsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_category_friends: ((inputs?: Community_Story_Category_FriendsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Story_Category_FriendsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Story_Category_FriendsInputs = {};
