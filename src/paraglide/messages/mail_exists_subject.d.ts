/**
* | output |
* | --- |
* | "You already have a {siteName} account" |
*
* @param {Mail_Exists_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_exists_subject: ((inputs: Mail_Exists_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Exists_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Exists_SubjectInputs = {
    siteName: NonNullable<unknown>;
};
