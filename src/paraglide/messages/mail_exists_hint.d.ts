/**
* | output |
* | --- |
* | "You can sign in as usual. If you forgot your password, you can choose a new one from the sign-in page." |
*
* @param {Mail_Exists_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_exists_hint: ((inputs?: Mail_Exists_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Exists_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Exists_HintInputs = {};
