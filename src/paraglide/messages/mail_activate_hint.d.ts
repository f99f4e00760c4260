/**
* | output |
* | --- |
* | "Choose your password with the link below to activate the account. The link works once and for 24 hours. If you did not ask for this, you can ignore this e-mail." |
*
* @param {Mail_Activate_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_activate_hint: ((inputs?: Mail_Activate_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Activate_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Activate_HintInputs = {};
