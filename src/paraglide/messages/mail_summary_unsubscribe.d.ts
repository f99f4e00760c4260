/**
* | output |
* | --- |
* | "To stop these e-mails, open this link (no sign-in needed): {link}" |
*
* @param {Mail_Summary_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_unsubscribe: ((inputs: Mail_Summary_UnsubscribeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Summary_UnsubscribeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Summary_UnsubscribeInputs = {
    link: NonNullable<unknown>;
};
