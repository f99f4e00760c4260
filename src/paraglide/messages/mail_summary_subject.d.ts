/**
* | output |
* | --- |
* | "Your family's week on {siteName}" |
*
* @param {Mail_Summary_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_subject: ((inputs: Mail_Summary_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Summary_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Summary_SubjectInputs = {
    siteName: NonNullable<unknown>;
};
