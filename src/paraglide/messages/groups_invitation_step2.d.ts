/**
* | output |
* | --- |
* | "Under \"Class groups\", choose your child and enter the code above." |
*
* @param {Groups_Invitation_Step2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_step2: ((inputs?: Groups_Invitation_Step2Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_Step2Inputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Invitation_Step2Inputs = {};
