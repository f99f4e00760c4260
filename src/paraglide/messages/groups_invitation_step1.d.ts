/**
* | output |
* | --- |
* | "Sign in on this site as the parent and open your Family page (or scan the QR code)." |
*
* @param {Groups_Invitation_Step1Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_step1: ((inputs?: Groups_Invitation_Step1Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_Step1Inputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Invitation_Step1Inputs = {};
