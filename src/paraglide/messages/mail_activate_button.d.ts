/**
* | output |
* | --- |
* | "Choose my password" |
*
* @param {Mail_Activate_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_activate_button: ((inputs?: Mail_Activate_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Activate_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Activate_ButtonInputs = {};
