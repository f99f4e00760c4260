/**
* | output |
* | --- |
* | "\"{title}\" will appear on Keep it Real after the rebuild." |
*
* @param {Admin_Story_Approved_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_story_approved_text: ((inputs: Admin_Story_Approved_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Story_Approved_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Story_Approved_TextInputs = {
    title: NonNullable<unknown>;
};
