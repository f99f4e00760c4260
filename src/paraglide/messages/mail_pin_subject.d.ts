/**
* | output |
* | --- |
* | "Wrong PINs on {siteName}: switching back is locked" |
*
* @param {Mail_Pin_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_pin_subject: ((inputs: Mail_Pin_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Pin_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Pin_SubjectInputs = {
    siteName: NonNullable<unknown>;
};
