/**
* | output |
* | --- |
* | "Refresh mail status" |
*
* @param {Admin_Mail_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_refresh: ((inputs?: Admin_Mail_RefreshInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mail_RefreshInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mail_RefreshInputs = {};
