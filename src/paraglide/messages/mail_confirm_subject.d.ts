/**
* | output |
* | --- |
* | "Welcome to {siteName}! Please confirm your e-mail" |
*
* @param {Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_subject: ((inputs: Mail_Confirm_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirm_SubjectInputs = {
    siteName: NonNullable<unknown>;
};
