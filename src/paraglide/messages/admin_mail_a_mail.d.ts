/**
* | output |
* | --- |
* | "a mail" |
*
* @param {Admin_Mail_A_MailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_a_mail: ((inputs?: Admin_Mail_A_MailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mail_A_MailInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mail_A_MailInputs = {};
