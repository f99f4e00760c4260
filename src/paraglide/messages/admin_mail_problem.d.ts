/**
* | output |
* | --- |
* | "{subject} to {recipient} ({attempts}, last {time})" |
*
* @param {Admin_Mail_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_problem: ((inputs: Admin_Mail_ProblemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mail_ProblemInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mail_ProblemInputs = {
    subject: NonNullable<unknown>;
    recipient: NonNullable<unknown>;
    attempts: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
