/**
* | output |
* | --- |
* | "Loading mail status..." |
*
* @param {Admin_Mail_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_loading: ((inputs?: Admin_Mail_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mail_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mail_LoadingInputs = {};
