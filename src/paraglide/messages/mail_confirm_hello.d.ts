/**
* | output |
* | --- |
* | "Hello!" |
*
* @param {Mail_Confirm_HelloInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_hello: ((inputs?: Mail_Confirm_HelloInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_HelloInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirm_HelloInputs = {};
