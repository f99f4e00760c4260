/**
* | output |
* | --- |
* | "Check what the leader will see (only the nickname, the picture and this class's assignments), then confirm." |
*
* @param {Groups_Invitation_Step3Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_step3: ((inputs?: Groups_Invitation_Step3Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_Step3Inputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Invitation_Step3Inputs = {};
