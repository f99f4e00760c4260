/**
* | output |
* | --- |
* | "Help lead a class" |
*
* @param {Groups_Mail_Invite_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_heading: ((inputs?: Groups_Mail_Invite_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Invite_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Mail_Invite_HeadingInputs = {};
