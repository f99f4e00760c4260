/**
* | output |
* | --- |
* | "Send me the class's take-home notes by e-mail" |
*
* @param {Groups_Note_Mail_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_mail_label: ((inputs?: Groups_Note_Mail_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_Mail_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Note_Mail_LabelInputs = {};
