/**
* | output |
* | --- |
* | "Class invitation" |
*
* @param {Groups_Invitation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_title: ((inputs?: Groups_Invitation_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Invitation_TitleInputs = {};
