/**
* | output |
* | --- |
* | "Story Not Approved" |
*
* @param {Admin_Story_Rejected_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_story_rejected_title: ((inputs?: Admin_Story_Rejected_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Story_Rejected_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Story_Rejected_TitleInputs = {};
