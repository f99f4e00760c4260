/**
* | output |
* | --- |
* | "Your {siteName} account was deleted" |
*
* @param {Mail_Deleted_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_deleted_subject: ((inputs: Mail_Deleted_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Deleted_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Deleted_SubjectInputs = {
    siteName: NonNullable<unknown>;
};
