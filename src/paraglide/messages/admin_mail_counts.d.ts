/**
* | output |
* | --- |
* | "{pending} waiting, {failed} failed, {sent} sent in the last 24 hours." |
*
* @param {Admin_Mail_CountsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_counts: ((inputs: Admin_Mail_CountsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mail_CountsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mail_CountsInputs = {
    pending: NonNullable<unknown>;
    failed: NonNullable<unknown>;
    sent: NonNullable<unknown>;
};
