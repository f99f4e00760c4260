/**
* | output |
* | --- |
* | "Retrying" |
*
* @param {Admin_Mail_RetryingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_retrying: ((inputs?: Admin_Mail_RetryingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mail_RetryingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mail_RetryingInputs = {};
