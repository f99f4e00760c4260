/**
* | output |
* | --- |
* | "If you did not do this, reset your password right away from the sign-in page." |
*
* @param {Mail_Changed_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_changed_hint: ((inputs?: Mail_Changed_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Changed_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Changed_HintInputs = {};
