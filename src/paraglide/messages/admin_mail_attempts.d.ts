/**
* | n | output |
* | --- | --- |
* | "one" | "{count} attempt" |
* | "other" | "{count} attempts" |
*
* @param {Admin_Mail_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_attempts: ((inputs: Admin_Mail_AttemptsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mail_AttemptsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mail_AttemptsInputs = {
    count: NonNullable<unknown>;
};
