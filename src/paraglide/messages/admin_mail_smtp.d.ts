/**
* | output |
* | --- |
* | "Sent over SMTP." |
*
* @param {Admin_Mail_SmtpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_smtp: ((inputs?: Admin_Mail_SmtpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mail_SmtpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mail_SmtpInputs = {};
