/**
* | output |
* | --- |
* | "The leader of {groupName} invited you to help lead it on {siteName}." |
*
* @param {Groups_Mail_Invite_Intro_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_intro_unnamed: ((inputs: Groups_Mail_Invite_Intro_UnnamedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Invite_Intro_UnnamedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Mail_Invite_Intro_UnnamedInputs = {
    groupName: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
