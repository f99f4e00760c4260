/**
* | output |
* | --- |
* | "Your {siteName} password was changed" |
*
* @param {Mail_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_changed_subject: ((inputs: Mail_Changed_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Changed_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Changed_SubjectInputs = {
    siteName: NonNullable<unknown>;
};
