/**
* | output |
* | --- |
* | "Encourage the Community" |
*
* @param {Community_Dialog_CommunityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_dialog_community: ((inputs?: Community_Dialog_CommunityInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Dialog_CommunityInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Dialog_CommunityInputs = {};
