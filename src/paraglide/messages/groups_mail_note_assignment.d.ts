/**
* | output |
* | --- |
* | "For this week: {title} ({link})" |
*
* @param {Groups_Mail_Note_AssignmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_assignment: ((inputs: Groups_Mail_Note_AssignmentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Mail_Note_AssignmentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Mail_Note_AssignmentInputs = {
    title: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
