/**
* | output |
* | --- |
* | "{inviter} invited you to help lead the group {groupName} on {siteName}." |
*
* @param {Groups_Mail_Invite_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_intro: ((inputs: Groups_Mail_Invite_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Invite_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Mail_Invite_IntroInputs = {
    inviter: NonNullable<unknown>;
    groupName: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
