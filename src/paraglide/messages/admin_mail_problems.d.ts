/**
* | output |
* | --- |
* | "Mails that failed or are being retried" |
*
* @param {Admin_Mail_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_problems: ((inputs?: Admin_Mail_ProblemsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mail_ProblemsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mail_ProblemsInputs = {};
