/**
* | output |
* | --- |
* | "If that address can sign in here, an invitation is on its way." |
*
* @param {Groups_Invite_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invite_sent: ((inputs?: Groups_Invite_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invite_SentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Invite_SentInputs = {};
