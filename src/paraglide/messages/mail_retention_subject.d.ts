/**
* | output |
* | --- |
* | "{childName}'s profile on {siteName} will be deleted in a month" |
*
* @param {Mail_Retention_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_retention_subject: ((inputs: Mail_Retention_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Retention_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Retention_SubjectInputs = {
    childName: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
