/**
* | output |
* | --- |
* | "Choose a new password with the link below. It works once and for one hour. If you did not ask for this, you can ignore this e-mail: your password stays the s..." |
*
* @param {Mail_Reset_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_reset_hint: ((inputs?: Mail_Reset_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reset_HintInputs = {};
