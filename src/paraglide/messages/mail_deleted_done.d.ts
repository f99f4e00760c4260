/**
* | output |
* | --- |
* | "Your {siteName} account and its personal data have been deleted. Thank you for learning with us!" |
*
* @param {Mail_Deleted_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_deleted_done: ((inputs: Mail_Deleted_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Deleted_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Deleted_DoneInputs = {
    siteName: NonNullable<unknown>;
};
