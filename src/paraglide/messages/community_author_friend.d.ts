/**
* | output |
* | --- |
* | "A friend" |
*
* @param {Community_Author_FriendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_author_friend: ((inputs?: Community_Author_FriendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Author_FriendInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Author_FriendInputs = {};
