/**
* | output |
* | --- |
* | "Invite a co-leader by e-mail" |
*
* @param {Groups_Invite_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invite_label: ((inputs?: Groups_Invite_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invite_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Invite_LabelInputs = {};
