/**
* | output |
* | --- |
* | "Story Approved" |
*
* @param {Admin_Story_Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_story_approved_title: ((inputs?: Admin_Story_Approved_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Story_Approved_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Story_Approved_TitleInputs = {};
