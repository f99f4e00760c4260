/**
* | output |
* | --- |
* | "Activate your {siteName} account" |
*
* @param {Mail_Activate_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_activate_subject: ((inputs: Mail_Activate_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Activate_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Activate_SubjectInputs = {
    siteName: NonNullable<unknown>;
};
