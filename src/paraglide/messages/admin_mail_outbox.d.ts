/**
* | output |
* | --- |
* | "No SMTP_URL: mails are written to the outbox folder." |
*
* @param {Admin_Mail_OutboxInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_outbox: ((inputs?: Admin_Mail_OutboxInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mail_OutboxInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mail_OutboxInputs = {};
