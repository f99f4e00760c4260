/**
* | output |
* | --- |
* | "Welcome to {siteName}! Please confirm your e-mail address to activate your account. The link works once and for 24 hours." |
*
* @param {Mail_Confirm_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_welcome: ((inputs: Mail_Confirm_WelcomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_WelcomeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirm_WelcomeInputs = {
    siteName: NonNullable<unknown>;
};
