/**
* | output |
* | --- |
* | "\"{title}\" stays private." |
*
* @param {Admin_Story_Rejected_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_story_rejected_text: ((inputs: Admin_Story_Rejected_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Story_Rejected_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Story_Rejected_TextInputs = {
    title: NonNullable<unknown>;
};
