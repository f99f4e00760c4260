/**
* | output |
* | --- |
* | "A printable invitation for parents to join their children to a class group." |
*
* @param {Groups_Invitation_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_description: ((inputs?: Groups_Invitation_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Invitation_DescriptionInputs = {};
