/**
* | output |
* | --- |
* | "If it was a child trying, there is nothing to do. If you forgot the PIN, change it on your Family page with your account password. A longer PIN (up to 8 digi..." |
*
* @param {Mail_Pin_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_pin_hint: ((inputs?: Mail_Pin_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Pin_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Pin_HintInputs = {};
